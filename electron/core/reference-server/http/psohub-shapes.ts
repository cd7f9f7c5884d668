import type { EndpointName } from '../../../../shared/psa/endpoints';

/*
 * `--psohub-shapes`: read records written the way the real PSOhub writes them (decisions 25, 26),
 * so the app's tolerant reading is exercised against a server: "-" for an empty text, 0 for an
 * absent reference, ProjectNumber and ProjectManagerID left out when empty, some identifiers as
 * digit strings, and fields the spec does not list (ProjectType, ObjectID). One transform per
 * resource, applied to the normal answer after it was built (and checked against its schema).
 * Creates already answer identifiers as strings; the OpenAPI document stays as it is.
 */

type Fields = Record<string, unknown>;

/** How PSOhub writes one kind of record. */
interface Shape {
  /** Left out when empty. */
  readonly omitEmpty?: readonly string[];
  /** Optional texts: empty is written "-". */
  readonly texts?: readonly string[];
  /** Optional references: absent is written 0. */
  readonly refs?: readonly string[];
  /** Identifiers written as digit strings (when not 0). */
  readonly idStrings?: readonly string[];
  /** Nested records (objects or arrays of them). */
  readonly nested?: Readonly<Record<string, Shape>>;
  /** Fields PSOhub adds, from the normal record. */
  readonly extra?: (r: Fields) => Fields;
}

const objectId = (key: string) => (r: Fields) => ({ ObjectID: String(r[key]) });
const isEmpty = (v: unknown) => v === null || v === '';

const company: Shape = {
  texts: [
    'Address',
    'PostalCode',
    'City',
    'Country',
    'PhoneNumber',
    'CountryCode',
    'ExternalID',
    'CompanyRegistrationNumber',
    'TaxNumber',
  ],
  extra: objectId('CompanyID'),
};

const contact: Shape = {
  texts: ['CompanyName', 'FirstName', 'Salutation', 'JobTitle', 'Phonenumber', 'ExternalID'],
  refs: ['CompanyID'],
  extra: objectId('ContactID'),
};

const project: Shape = {
  omitEmpty: ['ProjectNumber', 'ProjectManagerID'],
  texts: ['ProjectManager', 'CompanyName'],
  refs: ['ProjectTypeID', 'CompanyID', 'ExternalDealID', 'BusinessUnitID', 'ContactID', 'ContractTemplateID'],
  idStrings: ['ProjectTypeID'],
  extra: (r) => ({ ProjectType: '-', ...objectId('ProjectID')(r) }),
};

const projectManager: Shape = { texts: ['Name', 'Email'] };

const plan: Shape = {
  texts: ['PlanName', 'PlanStage'],
  refs: ['CrmDealID', 'ProjectID'],
  nested: {
    TaskLists: {
      texts: ['TaskListName'],
      nested: {
        Tasks: {
          texts: ['Title', 'Description', 'Priority', 'Status'],
          idStrings: ['TaskID'],
          nested: { AssignedTo: { texts: ['AccountName', 'AccountEmail'] } },
        },
      },
    },
  },
};

const timesheet: Shape = {
  texts: [
    'AccountName',
    'ProjectName',
    'ContractLineName',
    'RoleName',
    'Description',
    'InvoiceNumber',
    'OtherItems',
  ],
  refs: ['ContractLineID', 'RoleID', 'TaskID'],
  idStrings: ['TaskID'],
  nested: {
    OneEngagement: { texts: ['ProjectName'] },
    Account: { texts: ['FullName'] },
    ContractGroupLine: { texts: ['DisplayName'] },
    ProjectRole: { texts: ['Role'] },
    Company: { texts: ['Name'] },
  },
};

const expense: Shape = {
  texts: ['ProjectName', 'ContractLineName', 'Description', 'InvoiceNumber'],
  refs: ['ContractLineID'],
  extra: objectId('ExpenseID'),
};

const invoice: Shape = {
  texts: [
    'InvoiceName',
    'InvoiceNote',
    'InvoiceNumber',
    'CustomerName',
    'InvoiceContactName',
    'InvoiceContactEmail',
    'ExternalID',
  ],
  refs: ['CustomerID', 'InvoiceContactID', 'ProjectID'],
  nested: {
    InvoiceLines: {
      texts: ['LineNumber', 'LineName', 'LineDescription', 'Description', 'GLAccount', 'TaxName', 'TaxCode'],
      nested: {
        InvoiceDetailLines: { texts: ['AccountName', 'BusinessUnit', 'Description'], refs: ['AccountID'] },
      },
    },
  },
  extra: objectId('InvoiceID'),
};

/** The shape of what each operation answers; operations not listed answer as usual. */
const SHAPES: Partial<Record<EndpointName, Shape>> = {
  listCompanies: company,
  listContacts: contact,
  listProjects: project,
  updateProject: project,
  listProjectManagers: projectManager,
  listPlans: plan,
  listTimesheets: timesheet,
  listExpenses: expense,
  listInvoices: invoice,
  markInvoicePaid: invoice,
  setInvoiceExternalId: invoice,
};

function reshape(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((v) => reshape(v, shape));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Fields;
  const r: Fields = { ...source };
  for (const k of shape.omitEmpty ?? []) if (isEmpty(r[k])) delete r[k];
  for (const k of shape.texts ?? []) if (k in r && isEmpty(r[k])) r[k] = '-';
  for (const k of shape.refs ?? []) if (k in r && r[k] === null) r[k] = 0;
  for (const k of shape.idStrings ?? []) {
    const v = r[k];
    if ((typeof v === 'number' || typeof v === 'bigint') && v !== 0 && v !== 0n) r[k] = String(v);
  }
  for (const [k, inner] of Object.entries(shape.nested ?? {})) if (k in r) r[k] = reshape(r[k], inner);
  return shape.extra ? { ...r, ...shape.extra(source) } : r;
}

/** Operation `name`'s answer as PSOhub would write it (unchanged for operations without a shape). */
export function psohubShape(name: EndpointName, answer: unknown): unknown {
  const shape = SHAPES[name];
  return shape ? reshape(answer, shape) : answer;
}
