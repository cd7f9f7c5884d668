import { divRound, toUnits, unitsToText } from '../../../../shared/decimal';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { listExpenseViews } from '../../db/repositories/expenses';
import { getSetting, setSetting, type ContractLineKind } from '../../db/repositories/org';
import { listTimesheetViews } from '../../db/repositories/timesheets';
import { expenseHandlers } from '../domain/expenses';
import { demoId } from '../domain/ids';
import {
  approveExpenses,
  approveInvoice,
  approveTimesheets,
  generateInvoice,
  sendInvoice,
  voidInvoice,
} from '../domain/invoice-ops';
import { invoiceHandlers } from '../domain/invoices';
import { timesheetHandlers } from '../domain/timesheets';
import { writeTransaction } from '../../db/transaction';
import { seedRecentWork } from './demo-recent';
import { expenseBody, lineOfKind, timesheetBody } from './demo-bodies';
import { defaultDemoAnchor, demoCalendar, type DemoCalendar } from './demo-calendar';

/*
 * The demo timesheets, expenses and invoices (decision 21), on top of seedDemoOrg. The plans below
 * are dated for the reference anchor (weekdays 2026-06-01 .. 2026-11-20); demo-calendar.ts moves
 * them to the anchor the demo is seeded for, with clocks fixed by that anchor, so every run for
 * one anchor yields the same rows, PDFs included. Entries go through the same handlers and invoice
 * operations as real use. Projects, accounts and roles below are numbered n as in seedDemoOrg
 * (their ids are demoId(table, n)).
 */

/** Settings key marking a database whose demo entries are seeded; its value is their anchor. */
export const DEMO_ENTRIES_KEY = 'demo_entries_seeded';

const FIRST_DAY = Date.UTC(2026, 5, 1);
const LAST_DAY = Date.UTC(2026, 10, 20);
const DAY_MS = 86_400_000;
const CTX = { accountId: demoId('accounts', 1) };

interface Staff {
  account: number;
  role: number;
  /** Weekdays booked, 1 = Monday. */
  days: number[];
}
interface EntryPlan {
  project: number;
  staff: Staff[];
  expensesPerMonth: number;
  topics: string[];
}

const PLANS: EntryPlan[] = [
  {
    project: 1,
    staff: [
      { account: 2, role: 1, days: [1, 2, 3, 4] },
      { account: 1, role: 3, days: [1, 3, 5] },
      { account: 6, role: 4, days: [2, 4] },
    ],
    expensesPerMonth: 3,
    topics: [
      'Requirements workshop finance',
      'Configuration general ledger',
      'Data migration scripts',
      'Steering committee',
      'Integration with warehouse system',
      'User acceptance testing',
      'Key-user training',
      'Go-live planning',
    ],
  },
  {
    project: 2,
    staff: [
      { account: 2, role: 1, days: [5] },
      { account: 4, role: 2, days: [1, 3] },
    ],
    expensesPerMonth: 3,
    topics: ['Data model design', 'Pipeline development', 'Data quality checks', 'Stakeholder review'],
  },
  {
    project: 10,
    staff: [{ account: 7, role: 4, days: [3, 5] }],
    expensesPerMonth: 2,
    topics: ['Month-end close support', 'Reporting improvements', 'Process documentation'],
  },
  {
    project: 17,
    staff: [
      { account: 3, role: 2, days: [2, 4] },
      { account: 8, role: 1, days: [1] },
    ],
    expensesPerMonth: 2,
    topics: ['Process interviews', 'Audit fieldwork', 'Findings report'],
  },
  {
    project: 33,
    staff: [
      { account: 5, role: 3, days: [2, 4] },
      { account: 4, role: 2, days: [5] },
    ],
    expensesPerMonth: 2,
    topics: ['Threat modelling', 'Penetration test', 'Remediation advice', 'Security review call'],
  },
];

const HOURS = [8, 7.5, 6, 8, 4.25, 7, 5.5, 8, 3.75, 6.5];
const EXPENSES: [string, number][] = [
  ['Train tickets', 100.1],
  ['Hotel, one night', 129],
  ['Taxi to client site', 38.45],
  ['Team lunch with client', 86.9],
  ['Parking', 12.5],
  ['Flight', 312.65],
  ['Printing of workshop material', 24.99],
];
const EXPENSE_DAYS = [3, 11, 19];

const iso = (ms: number) => new Date(ms).toISOString();

function projectLine(db: Db, project: number, kind: ContractLineKind): bigint {
  const line = lineOfKind(db, demoId('projects', project), kind);
  if (line === undefined)
    throw new Error(`demo project ${project} has no ${kind} line; seed the demo organization first`);
  return line;
}

function seedTimesheets(db: Db, plan: EntryPlan, cal: DemoCalendar): void {
  let clock = 0;
  const handlers = timesheetHandlers(db, { now: () => clock });
  const line = projectLine(db, plan.project, 'time');
  let n = 0;
  for (let day = cal.at(FIRST_DAY); day <= cal.at(LAST_DAY); day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    plan.staff.forEach((s, k) => {
      if (!s.days.includes(weekday)) return;
      n++;
      const hours = HOURS[(n * 3 + k * 7 + plan.project) % HOURS.length] ?? 8;
      const from = day + (8 * 60 + 30 * k) * 60_000;
      // Half an hour of break: the period always holds the hours booked.
      const to = from + (hours * 60 + 30) * 60_000;
      clock = to + 15 * 60_000;
      const body = timesheetBody({
        from,
        to,
        hours,
        account: s.account,
        role: s.role,
        project: demoId('projects', plan.project),
        line,
        description: plan.topics[(n + k) % plan.topics.length] ?? null,
      });
      handlers.createTimesheet({ body, query: undefined }, CTX);
    });
  }
}

function seedExpenses(db: Db, plan: EntryPlan, cal: DemoCalendar): void {
  let clock = 0;
  const handlers = expenseHandlers(db, { now: () => clock });
  const line = projectLine(db, plan.project, 'expense');
  let n = plan.project;
  for (let month = 5; month <= 10; month++) {
    for (const day of EXPENSE_DAYS.slice(0, plan.expensesPerMonth)) {
      const [what, amount] = EXPENSES[n % EXPENSES.length] ?? ['Expense', 10];
      const staff = plan.staff[n % plan.staff.length] ?? plan.staff[0];
      n++;
      const date = cal.utc(2026, month, day);
      clock = date + 18 * 3_600_000;
      const project = demoId('projects', plan.project);
      const body = expenseBody({ account: staff?.account ?? 1, project, line, what, amount, date });
      handlers.createExpense({ body, query: undefined }, CTX);
    }
  }
  if (plan.project === 1) seedConferenceTicket(db, line, cal);
}

/**
 * An expense whose amounts are computed from the total down, as PSOhub does (decision 27): the
 * 1200.00 paid includes 21% VAT, so 991.73553719 + 208.26446281 = 1200, exact to 8 decimals.
 */
function seedConferenceTicket(db: Db, line: bigint, cal: DemoCalendar): void {
  const date = cal.utc(2026, 8, 24);
  const total = toUnits(1200, MONEY_SCALE);
  const ex = divRound(total * 100n, 121n);
  const body = {
    AccountID: demoId('accounts', 1),
    ProjectID: demoId('projects', 1),
    ContractLineID: line,
    Description: 'Conference ticket',
    AmountExVAT: unitsToText(ex, MONEY_SCALE),
    VATAmount: unitsToText(total - ex, MONEY_SCALE),
    TotalAmount: unitsToText(total, MONEY_SCALE),
    ExpenseDate: iso(date),
  };
  expenseHandlers(db, { now: () => date + 18 * 3_600_000 }).createExpense({ body, query: undefined }, CTX);
}

/** Approves a project's entries dated in [from, to) at `at` (ms). */
function approveRange(db: Db, project: number, from: string, to: string, at: number): void {
  const filter = {
    projectId: demoId('projects', project),
    fromInclusive: from,
    toExclusive: to,
    limit: 100_000,
  };
  const now = () => at;
  approveTimesheets(
    db,
    listTimesheetViews(db, filter).map((t) => t.id),
    { now },
  );
  approveExpenses(
    db,
    listExpenseViews(db, filter).map((e) => e.id),
    { now },
  );
}

type Step = 'approve' | 'send' | 'pay' | 'void' | `external:${string}`;
interface InvoicePlan {
  project: number;
  from: string;
  to: string;
  /** Day of generation; entries are approved that morning and later steps follow day by day. */
  day: string;
  steps: Step[];
}

const INVOICES: InvoicePlan[] = [
  {
    project: 1,
    from: '2026-06-01',
    to: '2026-07-01',
    day: '2026-07-02',
    steps: ['approve', 'send', 'pay', 'external:EXACT-24017'],
  },
  {
    project: 2,
    from: '2026-06-01',
    to: '2026-08-01',
    day: '2026-08-03',
    steps: ['approve', 'send', 'pay', 'external:EXACT-24031'],
  },
  { project: 1, from: '2026-07-01', to: '2026-08-01', day: '2026-08-03', steps: ['approve', 'send', 'pay'] },
  {
    project: 17,
    from: '2026-06-01',
    to: '2026-09-01',
    day: '2026-09-01',
    steps: ['approve', 'send', 'external:XERO-INV-0193'],
  },
  { project: 1, from: '2026-08-01', to: '2026-09-01', day: '2026-09-02', steps: ['approve', 'send'] },
  { project: 33, from: '2026-06-01', to: '2026-09-01', day: '2026-09-03', steps: ['approve'] },
  { project: 1, from: '2026-09-01', to: '2026-10-01', day: '2026-10-02', steps: ['approve', 'send'] },
  {
    project: 2,
    from: '2026-08-01',
    to: '2026-10-01',
    day: '2026-10-02',
    steps: ['approve', 'external:SAGE-7781'],
  },
  { project: 17, from: '2026-09-01', to: '2026-11-01', day: '2026-11-02', steps: ['approve', 'void'] },
  { project: 1, from: '2026-10-01', to: '2026-11-01', day: '2026-11-02', steps: ['approve', 'void'] },
  { project: 10, from: '2026-06-01', to: '2026-11-01', day: '2026-11-03', steps: [] },
  // Re-issued after the voids above: the released entries are invoiced again.
  { project: 17, from: '2026-09-01', to: '2026-11-01', day: '2026-11-05', steps: ['approve'] },
  { project: 1, from: '2026-10-01', to: '2026-11-01', day: '2026-11-05', steps: [] },
  { project: 33, from: '2026-09-01', to: '2026-11-01', day: '2026-11-06', steps: [] },
];

async function seedInvoices(db: Db, cal: DemoCalendar): Promise<void> {
  const invoices = invoiceHandlers(db);
  const midnight = (day: string) => `${cal.day(day)}T00:00:00.000Z`;
  for (const plan of INVOICES) {
    const start = Date.parse(`${cal.day(plan.day)}T08:00:00.000Z`);
    const from = midnight(plan.from);
    const to = midnight(plan.to);
    approveRange(db, plan.project, from, to, start);
    const id = generateInvoice(db, demoId('projects', plan.project), {
      now: () => start + 3_600_000,
      from,
      to,
    });
    let offset = 0;
    for (const step of plan.steps) {
      const at = start + 2 * 3_600_000 + offset * DAY_MS;
      const now = () => at;
      offset += step === 'pay' ? 21 : 1;
      if (step === 'approve') await approveInvoice(db, id, { now });
      else if (step === 'send') sendInvoice(db, id);
      else if (step === 'void') voidInvoice(db, id);
      else if (step === 'pay') invoices.markInvoicePaid({ query: { invoiceid: id }, body: undefined }, CTX);
      else
        invoices.setInvoiceExternalId(
          { query: { invoiceid: id, externalid: step.slice(9) }, body: undefined },
          CTX,
        );
    }
  }
  // Approved, not yet invoiced work of early November; later entries stay unapproved.
  for (const project of [1, 2])
    approveRange(
      db,
      project,
      midnight('2026-11-01'),
      midnight('2026-11-16'),
      Date.parse(`${cal.day('2026-11-16')}T08:00:00.000Z`),
    );
}

/** When the demo is dated: an anchor day, or the clock whose yesterday is the anchor. */
export interface DemoDating {
  /** The last working day of the demo's work (yyyy-mm-dd); default from `now`. */
  anchor?: string;
  /** The clock that sets the default anchor (defaultDemoAnchor); default the real one. */
  now?: () => number;
}

/**
 * Seeds the demo timesheets (project 1 gets over 120; every Active project some in its last
 * eight weeks), over 60 expenses and invoices in every
 * status (Draft, Approved, Sent, Paid, Void; PDFs for non-Draft), after seedDemoOrg, dated for
 * the anchor (see demo-calendar.ts). Deterministic for one anchor; idempotent: returns false
 * without changes when already seeded (whatever anchor it was seeded for).
 */
export async function seedDemoEntries(db: Db, dating: DemoDating = {}): Promise<boolean> {
  if (getSetting(db, DEMO_ENTRIES_KEY) !== undefined) return false;
  const cal = demoCalendar(dating.anchor ?? defaultDemoAnchor((dating.now ?? Date.now)()));
  writeTransaction(db, () => {
    for (const plan of PLANS) {
      seedTimesheets(db, plan, cal);
      seedExpenses(db, plan, cal);
    }
    // Every other Active project gets recent work too, so a consultant finds its lines and roles.
    seedRecentWork(db, cal);
  });
  await seedInvoices(db, cal);
  setSetting(db, DEMO_ENTRIES_KEY, cal.anchor);
  return true;
}

/** The anchor the demo entries of `db` were seeded for, or undefined before they are. */
export function demoAnchorOf(db: Db): string | undefined {
  return getSetting(db, DEMO_ENTRIES_KEY);
}
