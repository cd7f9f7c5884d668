/*
 * Answers shaped the way the real PSOhub writes them (decisions 25-27, the examples of its help
 * pages): 17-digit identifiers above 2^53 (JSON.parse turns 14073748835533011 into
 * 14073748835533012), some of them as digit strings ("TaskID": "232362356236231"), amounts with 8
 * decimals (991.73553719 + 208.26446281 = 1200), "-" for an empty text, 0 for an absent reference,
 * fields left out (ProjectNumber, ProjectManagerID), fields the spec does not list (ProjectType,
 * ObjectID), a single object where one timesheet matches. JSON text, as the sync client receives it.
 */

/**
 * Ids used below. Every one but the task's is above 2^53 and odd, so a binary float cannot hold
 * it; the drafts sit at both ends of the range (2^53 + 1 and 2^63 - 1).
 */
export const PSO = {
  /** A company id of PSOhub's help pages. */
  acme: 14073748835533011n,
  /** The CompanyID of PSOhub's example POST /contact. */
  globex: 14073748839680461n,
  jane: 28147497671065603n,
  solo: 28147497671065605n,
  website: 42221246506598401n,
  erp: 42221246506598403n,
  anna: 56294995342131201n,
  nameless: 56294995342131203n,
  plan: 70368744177664001n,
  /** "TaskID": "232362356236231" of decision 25 (15 digits, as a string). */
  task: 232362356236231n,
  timesheet: 84442493013196801n,
  expense: 84442493013196803n,
  /** An invoice id of PSOhub's help pages. */
  invoice: 41939771881672249n,
  draft1: 9223372036854775807n,
  draft2: 9007199254740993n,
  /** "ProjectTypeID": "13229323923272053" of decision 25. */
  projectType: 13229323923272053n,
  erpType: 13229323923272055n,
  businessUnit: 98516241848729601n,
  deal: 98516241848729603n,
  contractLine: 98516241848729605n,
} as const;

export const COMPANIES = `[
  {"CompanyName":"Acme Holding B.V.","CompanyID":14073748835533011,"Address":"Keizersgracht 1",
   "PostalCode":"1015 CJ","City":"Amsterdam","Country":"Netherlands","PhoneNumber":"-",
   "CountryCode":"NL","ObjectID":"14073748835533011"},
  {"CompanyName":"Globex GmbH","CompanyID":"14073748839680461","Address":"-","PostalCode":"",
   "City":"  ","Country":"-","PhoneNumber":"+49 30 1234","CountryCode":"DE"}
]`;

export const CONTACTS = `[
  {"Email":"jane@acme.example","ContactID":"28147497671065603","CompanyID":14073748835533011,
   "CompanyName":"Acme Holding B.V.","FirstName":"Jane","LastName":"Doe","Salutation":"-",
   "JobTitle":"CFO","Phonenumber":"-"},
  {"Email":"solo@example.com","ContactID":28147497671065605,"CompanyID":0,"CompanyName":"-",
   "FirstName":"-","LastName":"Solo"}
]`;

export const PROJECTS = `[
  {"Name":"Website relaunch","StartDate":"2026-03-01T00:00:00.000Z","Stage":"Active",
   "ProjectTypeID":"13229323923272053","ProjectType":"-","ProjectManager":"-",
   "TotalProjectValue":1200,"CurrencyCode":"EUR","ProjectID":"42221246506598401",
   "CompanyID":"14073748839680461","ExternalDealID":0,"BusinessUnitID":"98516241848729601",
   "ObjectID":"42221246506598401"},
  {"Name":"ERP rollout","StartDate":"2026-01-15T09:00:00Z","Stage":"Proposal",
   "ProjectNumber":"P-2026-0042","ProjectTypeID":13229323923272055,"ProjectType":"Fixed price",
   "ProjectManager":"Anna de Vries","TotalProjectValue":"991.73553719","CurrencyCode":"EUR",
   "ProjectID":42221246506598403,"CompanyID":"14073748835533011","ExternalDealID":"98516241848729603",
   "ProjectManagerID":"56294995342131201","BusinessUnitID":0}
]`;

export const PROJECT_MANAGERS = `[
  {"Name":"Anna de Vries","Email":"anna@firm.example","ObjectID":"56294995342131201"},
  {"Name":"-","Email":"-","ObjectID":56294995342131203}
]`;

export const PLANS = `[
  {"PlanName":"Onboarding","CrmDealID":0,"PlanStage":"Active","StartDate":"2026-03-01T00:00:00.000Z",
   "EndDate":"-","PlanID":"70368744177664001","ProjectID":0,
   "TaskLists":[{"TaskListName":"Kick-off","Tasks":[
     {"Title":"Workshop","Description":"-","DueDate":"2026-03-10T00:00:00.000Z","StartDate":"-",
      "Priority":"High","OrderNumber":1,"Status":"In_Progress","IsMileStone":false,
      "TaskID":"232362356236231","EffortInHours":8,"HoursBooked":2.3333,
      "AssignedTo":{"AccountID":"56294995342131201","AccountName":"Anna de Vries",
                    "AccountEmail":"anna@firm.example"}}]}]}
]`;

/** One timesheet: PSOhub answers a single object, not an array (decision 17). */
export const TIMESHEETS = `{
  "DateTimeFrom":"2026-03-02T09:00:00.000Z","DateTimeTo":"2026-03-02T12:00:00.000Z",
  "NumberOfHours":2.7525,"AccountID":"56294995342131201","ProjectID":42221246506598403,
  "ContractLineID":"98516241848729605","RoleID":0,"AccountName":"Anna de Vries",
  "ProjectName":"ERP rollout","ContractLineName":"Consultancy","RoleName":"-","Description":"-",
  "InvoiceNumber":"-","TaskID":"232362356236231","CreationDateTime":"2026-03-02T12:05:00.000Z",
  "ApprovedDatePM":"-","ApprovedByPM":false,"ApprovedDateTL":"-","ApprovedByTL":false,
  "SalesRate":135.12345678,"CostRate":75,"TotalAmount":371.92731479,"ObjectID":"84442493013196801",
  "changedDate":"2026-03-02T12:05:00.000Z","createdDate":"2026-03-02T12:05:00.000Z",
  "OneEngagement":{"ProjectName":"ERP rollout"},
  "Account":{"FullName":"Anna de Vries","AccountGUID":"56294995342131201"},
  "ContractGroupLine":{"DisplayName":"Consultancy"},"ProjectRole":{"Role":"-"},
  "Company":{"Name":"Acme Holding B.V."},"ApprovedPM":false,"ApprovedAdmin":false,
  "OtherItems":"-","TimesheetRate":135.12345678,"PublicHoliday":false
}`;

export const EXPENSES = `[
  {"AccountID":56294995342131201,"ProjectID":"42221246506598403","ContractLineID":0,
   "ProjectName":"ERP rollout","ContractLineName":"-","Description":"Train Amsterdam-Berlin",
   "AmountExVAT":991.73553719,"VATAmount":208.26446281,"TotalAmount":1200,
   "ExpenseID":"84442493013196803","ExpenseDate":"2026-03-03T00:00:00.000Z"}
]`;

export const INVOICES = `[
  {"InvoiceName":"March 2026","InvoiceDate":"2026-03-31T00:00:00.000Z",
   "InvoiceDueDate":"2026-04-30T00:00:00.000Z","InvoiceNote":"-","InvoiceStatus":"Approved",
   "InvoiceNumber":"INV-2026-0007","InvoiceID":41939771881672249,"CustomerID":"14073748835533011",
   "CustomerName":"Acme Holding B.V.","InvoiceContactID":0,"InvoiceContactName":"-",
   "InvoiceContactEmail":"-","InvoiceCurrencyCode":"EUR","TotalAmountExVAT":991.73553719,
   "TotalAmountIncVAT":1200,"TotalAmountExVATBaseCurrency":991.73553719,"TotalAmountIncVATBase":1200,
   "InvoiceLines":[{"LineNumber":"1.1","LineName":"Consultancy","LineDescription":"-",
     "GLAccount":"-","TaxPercentage":21,"TaxName":"High","TaxCode":"-","TotalAmountExVAT":991.73553719,
     "TotalAmountIncVAT":1200,"TotalAmountIncVATBaseCurrency":1200,
     "TotalAmountExVATBaseCurrency":991.73553719,
     "InvoiceDetailLines":[{"AccountID":"56294995342131201","AccountName":"Anna de Vries",
       "BusinessUnit":"-","Date":"2026-03-02T00:00:00.000Z","Description":"-","AmountOfHours":2.7525,
       "Rate":135.12345678,"RateBase":135.12345678,"TotalAmount":371.92731479,
       "TotalAmountBase":371.92731479}]}],
   "ObjectID":"41939771881672249"},
  {"InvoiceName":"Draft A","InvoiceStatus":"Draft","InvoiceNumber":"-","InvoiceID":9223372036854775807,
   "CustomerID":0,"InvoiceLines":[]},
  {"InvoiceName":"Draft B","InvoiceStatus":"Draft","InvoiceNumber":"-","InvoiceID":"9007199254740993",
   "CustomerID":"0","InvoiceLines":[]}
]`;
