import type { EndpointCall, EndpointName } from './endpoints';
import type { ErrorCode } from './errors';

/*
 * What the OpenAPI document says of each operation beyond its schemas: the errors only some
 * operations give, rules JSON Schema cannot state, and one example request that the demo data
 * (decision 22) answers with the success status. Keyed by endpoint, so a new endpoint without its
 * entry does not compile. The demo's identifiers have 17 digits (decision 7), beyond what a
 * JavaScript number holds, so the examples give them as digit strings (which PSOhub also sends).
 */

/** Demo records of the examples: company, contact, account, project 1 and its lines, template 1. */
const COMPANY_1 = '14073748835533011';
const CONTACT_1 = '15073748835533011';
const ACCOUNT_1 = '11073748835533011';
const ROLE_1 = '17073748835533011';
const PROJECT_1 = '16073748835533011';
const TEMPLATE_1 = '18073748835533011';
const PROJECT_1_TIME_LINE = '19073748835533020';
const PROJECT_1_EXPENSE_LINE = '19073748835533021';
/** An Approved demo invoice. */
const INVOICE_6 = '41073748835533016';

/** Errors that depend on the operation (the others are derived from the method, see openapi.ts). */
type OperationError = Extract<ErrorCode, 'NOT_FOUND' | 'INVALID_STATE' | 'UNKNOWN_REFERENCE'>;

/** The documentation of endpoint K. */
export interface OperationDoc<K extends EndpointName> {
  /** Longer text under the summary. */
  readonly description?: string;
  /** The operation-specific errors, each with when it is given. */
  readonly errors?: Readonly<Partial<Record<OperationError, string>>>;
  /** Query parameters of which at least one is required (`x-required-one-of`). */
  readonly requiredOneOf?: readonly string[];
  /** Rules across body fields, stated in the body schema's description. */
  readonly bodyRules?: string;
  /** A request the demo data answers with the success status. */
  readonly example: Partial<EndpointCall<K>>;
}

const ENTRY_LIST =
  'At least one of projectid and accountid is required (x-required-one-of); without both the answer is 400.';
const ENTRY_REFS =
  'ProjectID, ContractLineID or AccountID does not exist, or the contract line is not one of the project';

/** The documentation of every endpoint of the table. */
export const operationDocs: { readonly [K in EndpointName]: OperationDoc<K> } = {
  listCompanies: { example: { query: { limit: 20, name: 'logistics' } } },
  createCompany: {
    example: { body: { Name: 'Example Consulting B.V.', City: 'Utrecht', CountryCode: 'NL' } },
  },
  updateCompany: {
    errors: { NOT_FOUND: 'No company has this CompanyID' },
    example: {
      body: { CompanyID: COMPANY_1, Name: 'Van den Berg Logistics B.V.', PhoneNumber: '+31 30 123 4567' },
    },
  },
  listContacts: { example: { query: { limit: 20, companyid: COMPANY_1 } } },
  createContact: {
    errors: { UNKNOWN_REFERENCE: 'CompanyID does not exist' },
    example: {
      body: {
        FirstName: 'Sanne',
        LastName: 'Jansen',
        Email: 'sanne.jansen@example.com',
        CompanyID: COMPANY_1,
      },
    },
  },
  updateContact: {
    errors: { NOT_FOUND: 'No contact has this ContactID', UNKNOWN_REFERENCE: 'CompanyID does not exist' },
    example: { body: { ContactID: CONTACT_1, JobTitle: 'Finance director' } },
  },
  listExpenses: {
    description: ENTRY_LIST,
    requiredOneOf: ['projectid', 'accountid'],
    example: {
      query: {
        projectid: PROJECT_1,
        accountid: ACCOUNT_1,
        datefrom: '2025-01-01',
        dateto: '2026-12-31',
        limit: 100,
      },
    },
  },
  createExpense: {
    errors: { UNKNOWN_REFERENCE: `${ENTRY_REFS}'s expense lines` },
    bodyRules:
      'With VATAmount, TotalAmount must equal AmountExVAT plus VATAmount; without it, TotalAmount must not be less than AmountExVAT (else 400).',
    example: {
      body: {
        AccountID: ACCOUNT_1,
        ProjectID: PROJECT_1,
        ContractLineID: PROJECT_1_EXPENSE_LINE,
        Description: 'Conference ticket',
        AmountExVAT: 991.73553719,
        VATAmount: 208.26446281,
        TotalAmount: 1200,
        ExpenseDate: '2026-01-31T09:00:00.000Z',
      },
    },
  },
  listInvoices: { example: { query: { invoicestatus: 'approved', noexternalid: true, limit: 10 } } },
  markInvoicePaid: {
    errors: {
      NOT_FOUND: 'No invoice has this invoiceid',
      INVALID_STATE: 'The invoice is not Approved or Sent; nothing changes',
    },
    example: { query: { invoiceid: INVOICE_6 } },
  },
  setInvoiceExternalId: {
    errors: { NOT_FOUND: 'No invoice has this invoiceid' },
    example: { query: { invoiceid: INVOICE_6, externalid: 'EXACT-24100' } },
  },
  listProjects: { example: { query: { Stage: 'Active', limit: 10 } } },
  createProject: {
    errors: {
      UNKNOWN_REFERENCE:
        "Stage is not one of the organization's stages, or CompanyID, ContactID, ProjectTypeID, BusinessUnitID, ProjectManagerID (an account eligible as project manager), CurrencyCode or ContractTemplateID (in the project's currency) is unknown",
    },
    example: {
      body: {
        Name: 'Warehouse scanning pilot',
        Stage: 'Proposal',
        CompanyID: COMPANY_1,
        StartDate: '2026-02-01T00:00:00Z',
        DealAmount: 25000,
        CurrencyCode: 'EUR',
        ProjectManagerID: ACCOUNT_1,
        ContractTemplateID: TEMPLATE_1,
      },
    },
  },
  updateProject: {
    errors: {
      NOT_FOUND: 'No project has this ProjectID',
      UNKNOWN_REFERENCE:
        "Stage is not one of the organization's stages, or ContractTemplateID is unknown or in another currency than the project",
    },
    example: { body: { ProjectID: PROJECT_1, Stage: 'Active', ContractTemplateID: TEMPLATE_1 } },
  },
  listProjectManagers: { example: { query: { email: 'demo-admin@example.com' } } },
  listPlans: { example: { query: { limit: 5 } } },
  listTimesheets: {
    description: ENTRY_LIST,
    requiredOneOf: ['projectid', 'accountid'],
    example: {
      query: { projectid: PROJECT_1, datefrom: '2025-11-01', dateto: '2025-11-30T23:59:59.999Z', limit: 50 },
    },
  },
  createTimesheet: {
    errors: { UNKNOWN_REFERENCE: `${ENTRY_REFS}'s time or fixed lines, or RoleID does not exist` },
    bodyRules: 'DateTimeTo must be after DateTimeFrom, and NumberOfHours must fit between them (else 400).',
    example: {
      body: {
        DateTimeFrom: '2026-01-30T09:00:00+01:00',
        DateTimeTo: '2026-01-30T17:30:00+01:00',
        NumberOfHours: 7.5,
        AccountID: ACCOUNT_1,
        ProjectID: PROJECT_1,
        ContractLineID: PROJECT_1_TIME_LINE,
        RoleID: ROLE_1,
        Description: 'Requirements workshop',
      },
    },
  },
};
