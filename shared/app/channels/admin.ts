import { z } from 'zod';
import type { ChannelMap } from './map';
import { PlanView, ProjectManagerView, SyncState } from '../views';

/*
 * Channels of the admin views: plans with task filters, an invoice's detail with exact VAT and
 * its PDF, the options a project form offers, and likely duplicates before a create. Money and
 * hours arrive as decimal numbers produced from exact units in the core (VAT = inc - ex there).
 */

const id = z.number().int();
const none = z.object({}).strict();
const text = z.string().trim().max(255);

export const TaskStatusFilter = z.enum(['To_Do', 'In_Progress', 'Done']);

const PlanTaskView = PlanView.shape.taskLists.element.shape.tasks.element.extend({
  /** Due before today and not Done. */
  overdue: z.boolean(),
});

/** A plan with its linked project's name and only the tasks the filters let through. */
export const PlanBrowseView = PlanView.extend({
  projectName: z.string().nullable(),
  /** Tasks in the whole plan, before filtering. */
  taskCount: z.number(),
  taskLists: z.array(z.object({ name: z.string(), tasks: z.array(PlanTaskView) })),
});
export type PlanBrowseViewT = z.output<typeof PlanBrowseView>;
export type PlanTaskViewT = z.output<typeof PlanTaskView>;

const Money = z.number();

export const InvoiceDetailLineView = z.object({
  accountName: z.string().nullable(),
  date: z.string().nullable(),
  description: z.string().nullable(),
  hours: z.number().nullable(),
  rate: Money.nullable(),
  amount: Money,
  amountBase: Money,
});

export const InvoiceLineView = z.object({
  number: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  taxName: z.string().nullable(),
  taxPercentage: z.number().nullable(),
  totalExVAT: Money,
  vat: Money,
  totalIncVAT: Money,
  totalExVATBase: Money,
  vatBase: Money,
  totalIncVATBase: Money,
  details: z.array(InvoiceDetailLineView),
});

const InvoiceStatusView = z.enum(['Draft', 'Approved', 'Sent', 'Paid', 'Void']);

/** One invoice as the detail view shows it: lines, detail lines, VAT and totals in both currencies. */
export const InvoiceDetailView = z.object({
  id,
  number: z.string().nullable(),
  name: z.string(),
  status: InvoiceStatusView,
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  note: z.string().nullable(),
  customerName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  currency: z.string(),
  baseCurrency: z.string(),
  externalId: z.string().nullable(),
  totals: z.object({
    exVAT: Money,
    vat: Money,
    incVAT: Money,
    exVATBase: Money,
    vatBase: Money,
    incVATBase: Money,
  }),
  lines: z.array(InvoiceLineView),
  /** The PDF as base64 (never for a Draft); null when the store holds none. */
  pdfBase64: z.string().nullable(),
  /** Whether "mark paid" is allowed now, and why not when it is not. */
  markPaid: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  syncState: SyncState,
  /** The remote's reason when a change of this invoice was rejected. */
  error: z.string().nullable(),
});
export type InvoiceDetailViewT = z.output<typeof InvoiceDetailView>;

const OptionId = z.object({ id, name: z.string().nullable() });

/** What a project form can offer: values seen on the projects in the store, and known managers. */
export const OrgOptionsView = z.object({
  stages: z.array(z.string()),
  currencies: z.array(z.string()),
  projectTypes: z.array(OptionId),
  businessUnits: z.array(OptionId),
  contractTemplates: z.array(OptionId),
  projectManagers: z.array(ProjectManagerView),
  baseCurrency: z.string(),
});
export type OrgOptionsViewT = z.output<typeof OrgOptionsView>;

/** A record in the local store that a new one may duplicate. */
export const DuplicateView = z.object({
  kind: z.enum(['company', 'contact']),
  id,
  label: z.string(),
  detail: z.string().nullable(),
  /** Why it looks like a duplicate, e.g. "same name apart from the legal form". */
  reason: z.string(),
});
export type DuplicateViewT = z.output<typeof DuplicateView>;

export const DuplicateQuery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), name: text.min(1) }),
  z.object({
    kind: z.literal('contact'),
    email: text.optional(),
    firstName: text.nullish(),
    lastName: text.optional(),
    companyId: id.optional(),
  }),
]);

/** Channels of plans, invoices, companies, contacts and projects for admins (issue 6). */
export const adminChannels = {
  'plans:browse': {
    request: z.object({
      assignedToMe: z.boolean().optional(),
      overdue: z.boolean().optional(),
      status: TaskStatusFilter.optional(),
    }),
    response: z.object({
      /** The signed-in account "assigned to me" refers to (null: none set). */
      accountId: id.nullable(),
      /** Today (yyyy-mm-dd, UTC) as "overdue" understood it. */
      today: z.string(),
      plans: z.array(PlanBrowseView),
    }),
  },
  'invoices:detail': { request: z.object({ id }), response: InvoiceDetailView },
  'org:options': { request: none, response: OrgOptionsView },
  'records:duplicates': { request: DuplicateQuery, response: z.array(DuplicateView) },
} as const satisfies ChannelMap;
