import { z } from 'zod';
import { Id, DateFrom, DateTo, NOT_BLANK_PATTERN } from './scalars';
import {
  CompanyCreate,
  CompanyCreated,
  CompanyRead,
  CompanyUpdate,
  ContactCreate,
  ContactCreated,
  ContactRead,
  ContactUpdate,
  ExpenseCreate,
  ExpenseCreated,
  ExpenseRead,
  InvoiceRead,
  PlanRead,
  ProjectCreate,
  ProjectCreated,
  ProjectManagerRead,
  ProjectRead,
  ProjectUpdate,
  TimesheetCreate,
  TimesheetCreated,
  TimesheetRead,
  listOf,
} from './resources';
import { validationCode } from '../i18n/problems';

/** Default and largest `limit` (decision 12); GET /timesheets never returns more than 50. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;
export const TIMESHEET_PAGE_MAX = 50;

/**
 * Query digits: plain ASCII digits only (decision 12). No trimming: a `+` in a query string is a
 * space, so `limit=+5` arrives as " 5" and must be refused like any sign, space or exponent.
 */
const queryDigits = z.string().regex(/^\d+$/, validationCode('digitsOnly'));
/** Query integer: digits in a string (or a number when a client builds the query). */
const queryInt = z.union([z.number().int(), queryDigits]).transform(Number);
/** Query identifier: digits in a string (or a number), then the Id rules (range). */
const queryId = z.union([z.number(), z.bigint(), queryDigits]).pipe(Id);
const limit = queryInt.pipe(
  z.number().int().min(1, validationCode('atLeastN')).max(MAX_LIMIT, validationCode('atMostN')),
);
const text = z
  .string()
  .trim()
  .min(1, validationCode('notEmpty'))
  .max(255)
  .meta({ pattern: NOT_BLANK_PATTERN });
const queryBool = z
  .union([
    z.boolean(),
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['true', 'false'])),
  ])
  .transform((v) => v === true || v === 'true')
  // The parsed value, as the OpenAPI document describes query parameters.
  .meta({ type: 'boolean' });
/** The statuses GET /invoices filters by, in any case (decision 16); Void is not among them. */
export const INVOICE_FILTER_STATUSES = ['draft', 'approved', 'sent', 'paid'] as const;
/** The `invoicestatus` query value: one of INVOICE_FILTER_STATUSES, case and surrounding spaces ignored. */
export const InvoiceStatusQuery = z.string().trim().toLowerCase().pipe(z.enum(INVOICE_FILTER_STATUSES));

/** The optional `limit` of a list of `what` (its description is the parameter's in the OpenAPI document). */
const limitOf = (what: string, note = '') =>
  limit
    .optional()
    .describe(
      `How many ${what} to return at most: a whole number from 1 to ${MAX_LIMIT} in digits (default ${DEFAULT_LIMIT}).${note}`,
    );

export const CompanyListQuery = z.object({
  limit: limitOf('companies'),
  name: text.optional().describe('Only companies whose name contains this text, ignoring case.'),
  companyid: queryId.optional().describe('Only the company with this identifier.'),
});
export const ContactListQuery = z.object({
  limit: limitOf('contacts'),
  name: text
    .optional()
    .describe('Only contacts whose full name (first and last) contains this text, ignoring case.'),
  email: text.optional().describe('Only contacts with exactly this email address, ignoring case.'),
  companyid: queryId.optional().describe('Only contacts of the company with this identifier.'),
  contactid: queryId.optional().describe('Only the contact with this identifier.'),
  companyname: text
    .optional()
    .describe('Only contacts whose company name contains this text, ignoring case.'),
});

const needsProjectOrAccount = (q: { projectid?: bigint | undefined; accountid?: bigint | undefined }) =>
  q.projectid !== undefined || q.accountid !== undefined;
/** The query of GET /timesheets and GET /expenses: `noun` entries filtered on `dateField`. */
function entryQuery(noun: string, dateField: string, limitNote: string) {
  const oneOf = 'At least one of projectid and accountid is required.';
  return z
    .object({
      limit: limitOf(noun, limitNote),
      projectid: queryId.optional().describe(`Only ${noun} of the project with this identifier. ${oneOf}`),
      accountid: queryId.optional().describe(`Only ${noun} of the account with this identifier. ${oneOf}`),
      datefrom: DateFrom.optional().describe(
        `Only ${noun} whose ${dateField} is at or after this: a date yyyy-mm-dd means from the start of that day (UTC), a date-time from that instant.`,
      ),
      dateto: DateTo.optional().describe(
        `Only ${noun} whose ${dateField} is at or before this: a date yyyy-mm-dd means to the end of that day (UTC), a date-time up to that instant.`,
      ),
    })
    .refine(needsProjectOrAccount, { message: validationCode('projectOrAccount'), path: ['projectid'] });
}
export const ExpenseListQuery = entryQuery('expenses', 'ExpenseDate', '');
export const TimesheetListQuery = entryQuery(
  'timesheets',
  'DateTimeFrom',
  ` At most ${TIMESHEET_PAGE_MAX} are returned whatever the value: page by moving datefrom forward.`,
);

export const InvoiceListQuery = z.object({
  limit: limitOf('invoices'),
  invoicestatus: InvoiceStatusQuery.optional().describe(
    'Only invoices in this status, ignoring case. Void invoices cannot be filtered for.',
  ),
  invoicenumber: text.optional().describe('Only the invoice with exactly this number, ignoring case.'),
  noexternalid: queryBool
    .optional()
    .describe('true: only invoices without an external identifier; false or absent: any invoice.'),
});
export const InvoiceIdQuery = z.object({
  invoiceid: queryId.describe('The invoice to mark paid; it must be Approved or Sent.'),
});
export const InvoiceExternalQuery = z.object({
  invoiceid: queryId.describe('The invoice to store the identifier on, in any status.'),
  externalid: z
    .string()
    .trim()
    .min(1, validationCode('required'))
    .max(128)
    .meta({ pattern: NOT_BLANK_PATTERN })
    .describe("The external system's identifier of the invoice; surrounding spaces are removed."),
});
export const ProjectListQuery = z.object({
  limit: limitOf('projects'),
  Name: text.optional().describe('Only projects whose name contains this text, ignoring case.'),
  Stage: text
    .optional()
    .describe("Only projects in exactly this stage (one of the organization's stages), ignoring case."),
});
export const ProjectManagerListQuery = z.object({
  limit: limitOf('project managers'),
  email: text.optional().describe('Only the project manager with exactly this email address, ignoring case.'),
});
export const PlanListQuery = z.object({ limit: limitOf('plans') });

/** One operation of the API: what it takes and what it answers. */
export interface EndpointDef {
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Success status: 201 for creates, 200 otherwise (decision 4). */
  readonly status: 200 | 201;
}

/**
 * The whole API of psa-api.md, one row per operation. The reference server, the sync client and
 * the OpenAPI document are all generated from this table.
 */
export const endpoints = {
  listCompanies: {
    method: 'GET',
    path: '/companies',
    summary: 'List and search companies',
    query: CompanyListQuery,
    response: listOf(CompanyRead),
    status: 200,
  },
  createCompany: {
    method: 'POST',
    path: '/company',
    summary: 'Create a company (no duplicate check)',
    body: CompanyCreate,
    response: CompanyCreated,
    status: 201,
  },
  updateCompany: {
    method: 'PATCH',
    path: '/company',
    summary: 'Update a company; only the fields present change',
    body: CompanyUpdate,
    response: CompanyCreated,
    status: 200,
  },
  listContacts: {
    method: 'GET',
    path: '/contacts',
    summary: 'List and search contacts',
    query: ContactListQuery,
    response: listOf(ContactRead),
    status: 200,
  },
  createContact: {
    method: 'POST',
    path: '/contact',
    summary: 'Create a contact of an existing company',
    body: ContactCreate,
    response: ContactCreated,
    status: 201,
  },
  updateContact: {
    method: 'PATCH',
    path: '/contact',
    summary: 'Update a contact; only the fields present change',
    body: ContactUpdate,
    response: ContactCreated,
    status: 200,
  },
  listExpenses: {
    method: 'GET',
    path: '/expenses',
    summary: 'List expenses of a project or account, by ExpenseDate',
    query: ExpenseListQuery,
    response: listOf(ExpenseRead),
    status: 200,
  },
  createExpense: {
    method: 'POST',
    path: '/expenses',
    summary: 'Create an expense',
    body: ExpenseCreate,
    response: ExpenseCreated,
    status: 201,
  },
  listInvoices: {
    method: 'GET',
    path: '/invoices',
    summary: 'List invoices',
    query: InvoiceListQuery,
    response: listOf(InvoiceRead),
    status: 200,
  },
  markInvoicePaid: {
    method: 'PATCH',
    path: '/invoices/paid',
    summary: 'Mark an Approved or Sent invoice paid',
    query: InvoiceIdQuery,
    response: InvoiceRead,
    status: 200,
  },
  setInvoiceExternalId: {
    method: 'PATCH',
    path: '/invoices/external',
    summary: "Store an external system's invoice identifier",
    query: InvoiceExternalQuery,
    response: InvoiceRead,
    status: 200,
  },
  listProjects: {
    method: 'GET',
    path: '/projects',
    summary: 'List and filter projects',
    query: ProjectListQuery,
    response: listOf(ProjectRead),
    status: 200,
  },
  createProject: {
    method: 'POST',
    path: '/project',
    summary: 'Create a project',
    body: ProjectCreate,
    response: ProjectCreated,
    status: 201,
  },
  updateProject: {
    method: 'PATCH',
    path: '/project',
    summary: "Change a project's stage or contract template",
    body: ProjectUpdate,
    response: ProjectRead,
    status: 200,
  },
  listProjectManagers: {
    method: 'GET',
    path: '/accounts/projectmanagers',
    summary: 'List accounts eligible to be project manager',
    query: ProjectManagerListQuery,
    response: listOf(ProjectManagerRead),
    status: 200,
  },
  listPlans: {
    method: 'GET',
    path: '/plans',
    summary: 'List plans with task lists, tasks and assignees',
    query: PlanListQuery,
    response: listOf(PlanRead),
    status: 200,
  },
  listTimesheets: {
    method: 'GET',
    path: '/timesheets',
    summary: 'List timesheets of a project or account, by DateTimeFrom (at most 50)',
    query: TimesheetListQuery,
    response: listOf(TimesheetRead),
    status: 200,
  },
  createTimesheet: {
    method: 'POST',
    path: '/timesheets',
    summary: 'Create a timesheet entry',
    body: TimesheetCreate,
    response: TimesheetCreated,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler of endpoint K receives, parsed. */
export interface EndpointRequest<K extends EndpointName> {
  query: Out<Endpoints[K] extends { query: infer Q } ? Q : undefined>;
  body: Out<Endpoints[K] extends { body: infer B } ? B : undefined>;
}
/** What a caller of endpoint K sends, unparsed. */
export interface EndpointCall<K extends EndpointName> {
  query: In<Endpoints[K] extends { query: infer Q } ? Q : undefined>;
  body: In<Endpoints[K] extends { body: infer B } ? B : undefined>;
}
/** What endpoint K answers, as the server produces it and the client reads it. */
export type EndpointResponse<K extends EndpointName> = z.output<Endpoints[K]['response']>;
/** What a handler of endpoint K may return before serialization. */
export type EndpointResult<K extends EndpointName> = z.input<Endpoints[K]['response']>;

/** Every endpoint name, in table order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];
