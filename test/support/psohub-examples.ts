/*
 * Answers shaped the way the real PSOhub writes them (decisions 25-27, the examples of its help
 * pages): "-" for an empty text, 0 for an absent reference, fields left out (ProjectNumber,
 * ProjectManagerID), identifiers as digit strings, fields the spec does not list (ProjectType,
 * ObjectID), a single object where one timesheet matches. Identifiers stay within 2^53 except
 * ProjectTypeID "13229323923272053", which the app cannot hold yet and must read as unknown.
 * JSON text, as the sync client receives it.
 */

/** Ids used below (15 and 16 digits, below 2^53). */
export const PSO = {
  acme: 232362356236231,
  globex: 4503599627370495,
  jane: 232362356236232,
  solo: 4503599627370494,
  website: 4503599627370495,
  erp: 232362356236231,
  anna: 232362356236270,
  nameless: 4503599627370495,
  plan: 232362356236280,
  task: 232362356236231,
  timesheet: 232362356236299,
  expense: 232362356236300,
  invoice: 232362356236310,
  draft1: 4503599627370495,
  draft2: 4503599627370494,
} as const;

export const COMPANIES = `[
  {"CompanyName":"Acme Holding B.V.","CompanyID":232362356236231,"Address":"Keizersgracht 1",
   "PostalCode":"1015 CJ","City":"Amsterdam","Country":"Netherlands","PhoneNumber":"-",
   "CountryCode":"NL","ObjectID":"232362356236231"},
  {"CompanyName":"Globex GmbH","CompanyID":"4503599627370495","Address":"-","PostalCode":"",
   "City":"  ","Country":"-","PhoneNumber":"+49 30 1234","CountryCode":"DE"}
]`;

export const CONTACTS = `[
  {"Email":"jane@acme.example","ContactID":"232362356236232","CompanyID":232362356236231,
   "CompanyName":"Acme Holding B.V.","FirstName":"Jane","LastName":"Doe","Salutation":"-",
   "JobTitle":"CFO","Phonenumber":"-"},
  {"Email":"solo@example.com","ContactID":4503599627370494,"CompanyID":0,"CompanyName":"-",
   "FirstName":"-","LastName":"Solo"}
]`;

export const PROJECTS = `[
  {"Name":"Website relaunch","StartDate":"2026-03-01T00:00:00.000Z","Stage":"Active",
   "ProjectTypeID":"13229323923272053","ProjectType":"-","ProjectManager":"-",
   "TotalProjectValue":1200,"CurrencyCode":"EUR","ProjectID":"4503599627370495",
   "CompanyID":"4503599627370495","ExternalDealID":0,"BusinessUnitID":"232362356236240",
   "ObjectID":"4503599627370495"},
  {"Name":"ERP rollout","StartDate":"2026-01-15T09:00:00Z","Stage":"Proposal",
   "ProjectNumber":"P-2026-0042","ProjectTypeID":"232362356236250","ProjectType":"Fixed price",
   "ProjectManager":"Anna de Vries","TotalProjectValue":"991.7355","CurrencyCode":"EUR",
   "ProjectID":232362356236231,"CompanyID":"232362356236231","ExternalDealID":"232362356236260",
   "ProjectManagerID":"232362356236270","BusinessUnitID":0}
]`;

export const PROJECT_MANAGERS = `[
  {"Name":"Anna de Vries","Email":"anna@firm.example","ObjectID":"232362356236270"},
  {"Name":"-","Email":"-","ObjectID":4503599627370495}
]`;

export const PLANS = `[
  {"PlanName":"Onboarding","CrmDealID":0,"PlanStage":"Active","StartDate":"2026-03-01T00:00:00.000Z",
   "EndDate":"-","PlanID":"232362356236280","ProjectID":0,
   "TaskLists":[{"TaskListName":"Kick-off","Tasks":[
     {"Title":"Workshop","Description":"-","DueDate":"2026-03-10T00:00:00.000Z","StartDate":"-",
      "Priority":"High","OrderNumber":1,"Status":"In_Progress","IsMileStone":false,
      "TaskID":"232362356236231","EffortInHours":8,"HoursBooked":2.5,
      "AssignedTo":{"AccountID":"232362356236270","AccountName":"Anna de Vries",
                    "AccountEmail":"anna@firm.example"}}]}]}
]`;

/** One timesheet: PSOhub answers a single object, not an array (decision 17). */
export const TIMESHEETS = `{
  "DateTimeFrom":"2026-03-02T09:00:00.000Z","DateTimeTo":"2026-03-02T12:00:00.000Z",
  "NumberOfHours":3,"AccountID":"232362356236270","ProjectID":232362356236231,
  "ContractLineID":"232362356236290","RoleID":0,"AccountName":"Anna de Vries",
  "ProjectName":"ERP rollout","ContractLineName":"Consultancy","RoleName":"-","Description":"-",
  "InvoiceNumber":"-","TaskID":"232362356236231","CreationDateTime":"2026-03-02T12:05:00.000Z",
  "ApprovedDatePM":"-","ApprovedByPM":false,"ApprovedDateTL":"-","ApprovedByTL":false,
  "SalesRate":135,"CostRate":75,"TotalAmount":405,"ObjectID":"232362356236299",
  "changedDate":"2026-03-02T12:05:00.000Z","createdDate":"2026-03-02T12:05:00.000Z",
  "OneEngagement":{"ProjectName":"ERP rollout"},
  "Account":{"FullName":"Anna de Vries","AccountGUID":"232362356236270"},
  "ContractGroupLine":{"DisplayName":"Consultancy"},"ProjectRole":{"Role":"-"},
  "Company":{"Name":"Acme Holding B.V."},"ApprovedPM":false,"ApprovedAdmin":false,
  "OtherItems":"-","TimesheetRate":135,"PublicHoliday":false
}`;

export const EXPENSES = `[
  {"AccountID":232362356236270,"ProjectID":"232362356236231","ContractLineID":0,
   "ProjectName":"ERP rollout","ContractLineName":"-","Description":"Train Amsterdam-Berlin",
   "AmountExVAT":991.73553719,"VATAmount":208.26446281,"TotalAmount":1200,
   "ExpenseID":"232362356236300","ExpenseDate":"2026-03-03T00:00:00.000Z"}
]`;

export const INVOICES = `[
  {"InvoiceName":"March 2026","InvoiceDate":"2026-03-31T00:00:00.000Z",
   "InvoiceDueDate":"2026-04-30T00:00:00.000Z","InvoiceNote":"-","InvoiceStatus":"Approved",
   "InvoiceNumber":"INV-2026-0007","InvoiceID":"232362356236310","CustomerID":"232362356236231",
   "CustomerName":"Acme Holding B.V.","InvoiceContactID":0,"InvoiceContactName":"-",
   "InvoiceContactEmail":"-","InvoiceCurrencyCode":"EUR","TotalAmountExVAT":991.7355,
   "TotalAmountIncVAT":1200,"TotalAmountExVATBaseCurrency":991.7355,"TotalAmountIncVATBase":1200,
   "InvoiceLines":[{"LineNumber":"1.1","LineName":"Consultancy","LineDescription":"-",
     "GLAccount":"-","TaxPercentage":21,"TaxName":"High","TaxCode":"-","TotalAmountExVAT":991.7355,
     "TotalAmountIncVAT":1200,"TotalAmountIncVATBaseCurrency":1200,
     "TotalAmountExVATBaseCurrency":991.7355,
     "InvoiceDetailLines":[{"AccountID":"232362356236270","AccountName":"Anna de Vries",
       "BusinessUnit":"-","Date":"2026-03-02T00:00:00.000Z","Description":"-","AmountOfHours":3,
       "Rate":135,"RateBase":135,"TotalAmount":405,"TotalAmountBase":405}]}],
   "ObjectID":"232362356236310"},
  {"InvoiceName":"Draft A","InvoiceStatus":"Draft","InvoiceNumber":"-","InvoiceID":4503599627370495,
   "CustomerID":0,"InvoiceLines":[]},
  {"InvoiceName":"Draft B","InvoiceStatus":"Draft","InvoiceNumber":"-","InvoiceID":4503599627370494,
   "CustomerID":"0","InvoiceLines":[]}
]`;
