import type { z } from 'zod';
import type { ReviewStateFilter, ReviewWeekViewT } from '../../../../shared/app/channels/review';
import { addDays, localDate } from '../../../../shared/app/entry-time';
import { isWorkingDay } from '../../reports/calendar';
import type { Db } from '../../db/connection';
import {
  accountHoursPer,
  reviewedProjects,
  teamAccounts,
  teamWeekCells,
  type TeamCellRow,
} from '../../db/repositories/review';
import { hours } from '../views';
import { dayBounds } from '../week/week';
import { approvalOf, APPROVAL_ORDER, invoiceOf } from './states';
import { ownLocalCells, type OwnCell } from './own-hours';

/*
 * The review's week (issue 14, point 2): per reviewed project, each consultant's hours per local
 * day with their approval and invoice states, and who booked less than usual. Every sum is made
 * here in exact hour units (1e-4).
 */

type StateFilter = z.output<typeof ReviewStateFilter>;

/** Weeks looked back for a consultant's usual week. */
const USUAL_WEEKS = 8;

/** Whether an entry passes the state filter. */
export function matchesState(t: TeamCellRow, state: StateFilter | undefined): boolean {
  if (!state) return true;
  const approval = approvalOf(t);
  const invoice = invoiceOf(t.invoice_number);
  switch (state) {
    case 'waitingPm':
      return invoice === 'none' && (approval === 'none' || approval === 'tl');
    case 'waitingTl':
      return invoice === 'none' && approval === 'pm';
    case 'ready':
      return invoice === 'none' && approval === 'approved';
    case 'draft':
      return invoice === 'draft';
    case 'invoiced':
      return invoice === 'invoiced';
  }
}

/** The seven days of the week starting `weekStart`, and its bounds as instants. */
export function weekSpan(weekStart: string): { dates: string[]; from: string; to: string } {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  return { dates, from: dayBounds(weekStart).from, to: dayBounds(addDays(weekStart, 6)).to };
}

interface Acc {
  accountId: bigint;
  name: string;
  days: bigint[];
  byState: Record<'none' | 'pm' | 'tl' | 'approved' | 'draft' | 'invoiced', bigint>;
  approval: number;
  invoice: number;
  /** The user's own hours not synced yet among `days`. */
  unsynced: bigint;
}

const INVOICE_ORDER = ['none', 'draft', 'invoiced'] as const;
const nameOf = (t: { account_name: string | null; account_id: bigint }) =>
  t.account_name?.trim() || `Account ${t.account_id}`;

function addEntry(acc: Acc, t: TeamCellRow | OwnCell, day: number): void {
  acc.days[day] = (acc.days[day] ?? 0n) + t.hours;
  if ('unsynced' in t && t.unsynced) acc.unsynced += t.hours;
  const approval = approvalOf(t);
  const invoice = invoiceOf(t.invoice_number);
  acc.byState[invoice === 'none' ? approval : invoice] += t.hours;
  acc.approval = Math.min(acc.approval, APPROVAL_ORDER.indexOf(approval));
  acc.invoice = Math.min(acc.invoice, INVOICE_ORDER.indexOf(invoice));
}

const newAcc = (t: TeamCellRow): Acc => ({
  accountId: t.account_id,
  name: nameOf(t),
  days: Array.from({ length: 7 }, () => 0n),
  byState: { none: 0n, pm: 0n, tl: 0n, approved: 0n, draft: 0n, invoiced: 0n },
  approval: APPROVAL_ORDER.length - 1,
  invoice: INVOICE_ORDER.length - 1,
  unsynced: 0n,
});

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** The median of exact values (the lower middle of an even count: never more than was booked). */
function median(values: bigint[]): bigint {
  const s = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return s[Math.floor((s.length - 1) / 2)] ?? 0n;
}

/** Working days (Mon-Fri) of the week gone by on `today` (all 5 for a past week, 0 for a future one). */
export function workingDaysGone(dates: readonly string[], today: string): number {
  // By weekday, not position: a week starting on Sunday (issue 17) has its working days at 1..5.
  return dates.filter((d) => isWorkingDay(d) && d <= today).length;
}

/**
 * Who booked less than usual this week: consultants of the reviewed projects' last USUAL_WEEKS
 * weeks, their hours this week on every pulled project against the median of their booked weeks.
 */
function missing(db: Db, projectIds: bigint[], weekStart: string, today: string, own: readonly OwnCell[]) {
  const { dates, to } = weekSpan(weekStart);
  // The starts of the USUAL_WEEKS weeks before and of this one, then its end: local weeks.
  const bounds = Array.from(
    { length: USUAL_WEEKS + 1 },
    (_, i) => weekSpan(addDays(weekStart, -7 * (USUAL_WEEKS - i))).from,
  ).concat(to);
  // Sums and names come grouped from SQL: 9 weeks of a big team are tens of thousands of rows.
  const names = new Map<bigint, string>();
  for (const a of teamAccounts(db, projectIds, bounds[0] ?? to, to)) names.set(a.account_id, nameOf(a));
  const ids = [...names.keys()];
  const weekly = new Map<bigint, bigint[]>();
  const booked = new Map<bigint, bigint>();
  for (const h of accountHoursPer(db, ids, bounds)) {
    if (h.period === USUAL_WEEKS) booked.set(h.account_id, h.hours);
    else weekly.set(h.account_id, [...(weekly.get(h.account_id) ?? []), h.hours]);
  }
  // The user's own hours the team copies lack yet count too (walkthrough 30), said apart.
  const ownUnsynced = sum(own.filter((c) => c.unsynced).map((c) => c.hours));
  const me = own[0]?.account_id;
  if (me !== undefined && names.has(me))
    booked.set(me, (booked.get(me) ?? 0n) + sum(own.map((c) => c.hours)));
  const share = BigInt(workingDaysGone(dates, today));
  const out = ids.flatMap((accountId) => {
    const usual = median(weekly.get(accountId) ?? []);
    const expected = (usual * share) / 5n;
    const got = booked.get(accountId) ?? 0n;
    if (usual === 0n || got >= expected) return [];
    return [
      {
        accountId: String(accountId),
        name: names.get(accountId) ?? '',
        booked: hours(got),
        unsynced: hours(accountId === me ? ownUnsynced : 0n),
        usual: hours(usual),
        expected: hours(expected),
      },
    ];
  });
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The review week of the projects the user reviews (filters: project, consultant, state). */
export function reviewWeek(
  db: Db,
  me: bigint | null,
  req: { weekStart: string; projectId?: bigint; accountId?: bigint; state?: StateFilter },
  today: string,
): ReviewWeekViewT {
  const reviewed = reviewedProjects(db, me);
  const shown = reviewed.filter((p) => req.projectId === undefined || p.id === req.projectId);
  const { dates, from, to } = weekSpan(req.weekStart);
  const entries = teamWeekCells(
    db,
    shown.map((p) => p.id),
    from,
    to,
  );
  const dayIndex = new Map(dates.map((d, i) => [d, i]));
  const byProject = new Map<bigint, Map<bigint, Acc>>();
  const everyone = new Map<bigint, string>();
  // My own hours the pulled copies lack yet; a state filter is about what the service holds.
  // Read once: the shown projects' share feeds the grid, all of it "Not booked enough".
  const ownEverywhere = ownLocalCells(db, me, null, from, to);
  const shownIds = new Set(shown.map((p) => p.id));
  const own = ownEverywhere.filter((c) => shownIds.has(c.project_id));
  for (const t of [...entries, ...(req.state === undefined ? own : [])]) {
    everyone.set(t.account_id, nameOf(t));
    if (req.accountId !== undefined && t.account_id !== req.accountId) continue;
    if (!matchesState(t, req.state)) continue;
    const day = dayIndex.get(localDate(t.date_from));
    if (day === undefined) continue;
    const people = byProject.get(t.project_id) ?? new Map<bigint, Acc>();
    byProject.set(t.project_id, people);
    const acc = people.get(t.account_id) ?? newAcc(t);
    people.set(t.account_id, acc);
    addEntry(acc, t, day);
  }
  const projects = shown.map((p) => {
    const people = [...(byProject.get(p.id)?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const days = dates.map((_, i) => sum(people.map((a) => a.days[i] ?? 0n)));
    return {
      id: String(p.id),
      name: p.name,
      currency: p.currency_code,
      pulledAt: p.pulled_at,
      consultants: people.map((a) => ({
        accountId: String(a.accountId),
        name: a.name,
        days: a.days.map(hours),
        total: hours(sum(a.days)),
        hours: {
          none: hours(a.byState.none),
          pm: hours(a.byState.pm),
          tl: hours(a.byState.tl),
          approved: hours(a.byState.approved),
          draft: hours(a.byState.draft),
          invoiced: hours(a.byState.invoiced),
        },
        approval: APPROVAL_ORDER[a.approval] ?? 'none',
        invoice: INVOICE_ORDER[a.invoice] ?? 'none',
        unsynced: hours(a.unsynced),
      })),
      days: days.map(hours),
      total: hours(sum(days)),
    };
  });
  const pulls = reviewed.map((p) => p.pulled_at);
  return {
    weekStart: req.weekStart,
    dates,
    projects,
    missing: missing(
      db,
      shown.map((p) => p.id),
      req.weekStart,
      today,
      ownEverywhere,
    ),
    consultants: [...everyone.entries()]
      .map(([accountId, name]) => ({ accountId: String(accountId), name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    oldestPull: pulls.some((p) => p === null) ? null : (pulls.sort()[0] ?? null),
  };
}
