import type { ContractLineOptionT } from '../../../../shared/app/channels/expenses';
import { linesSeenOnProject } from '../../db/repositories/expense-lookups';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { compareIds, compareNames } from '../name-order';
import type { CoreContext } from '../types';

interface Acc {
  id: bigint;
  name: string | null;
  mineExpenses: number;
  teamExpenses: number;
  expenseLine: boolean;
  mineTime: number;
  teamTime: number;
}

/**
 * Contract lines to offer for a project's expenses, by name: those the user booked expenses on
 * (most used first), then the team's, then the project's expense lines, then lines seen on time
 * (the user's, then the team's). Lines the remote refused for the project are never offered.
 */
export function expenseLineOptions(ctx: CoreContext, projectId: bigint): ContractLineOptionT[] {
  const db = ctx.r.db;
  const byId = new Map<bigint, Acc>();
  for (const l of linesSeenOnProject(db, projectId, signedInAccount(db) ?? null)) {
    // The project's own lines of another kind (time, fixed) are no expense lines.
    if (l.seen_on === 'project' && l.kind !== 'expense') continue;
    const a = byId.get(l.id) ?? {
      id: l.id,
      name: null,
      mineExpenses: 0,
      teamExpenses: 0,
      expenseLine: false,
      mineTime: 0,
      teamTime: 0,
    };
    a.name ??= l.name;
    if (l.seen_on === 'project') a.expenseLine = true;
    if (l.seen_on === 'expenses') {
      a.mineExpenses += l.mine;
      a.teamExpenses += l.team;
    }
    if (l.seen_on === 'timesheets') {
      a.mineTime += l.mine;
      a.teamTime += l.team;
    }
    byId.set(l.id, a);
  }
  const onExpenses = (a: Acc) => a.mineExpenses + a.teamExpenses > 0;
  return [...byId.values()]
    .sort(
      (a, b) =>
        b.mineExpenses - a.mineExpenses ||
        b.teamExpenses - a.teamExpenses ||
        Number(b.expenseLine) - Number(a.expenseLine) ||
        Number(onExpenses(b)) - Number(onExpenses(a)) ||
        b.mineTime - a.mineTime ||
        b.teamTime - a.teamTime ||
        compareNames(a.name ?? '', b.name ?? '') ||
        compareIds(a.id, b.id),
    )
    .map((a) => ({
      id: String(a.id),
      name: a.name,
      seenOn: onExpenses(a) ? 'expenses' : a.expenseLine ? 'project' : 'timesheets',
      uses: onExpenses(a) ? a.mineExpenses + a.teamExpenses : a.mineTime + a.teamTime,
    }));
}
