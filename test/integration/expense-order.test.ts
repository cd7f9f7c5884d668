import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { AppCore } from '../../electron/core/app';
import { call } from '../support/app-call';
import { syncedCore, type SyncedCore } from '../support/synced-core';

/*
 * Expenses of one day keep their order through Sync now (walkthrough 15, finding 14): a pending
 * expense's provisional id is negative and becomes a 17-digit remote id at sync, so ordering by id
 * moved the new rows from below the older synced one to above it. The list orders by date, then
 * when the expense was made here (kept through the push and the pull), not by the id.
 */

const PROJECT = String(demoId('projects', 1));
// A day the demo has no expense on: only this test's rows share it.
const DAY = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
// A clock a second apart per reading: rows made one after the other have distinct creation times.
let clock = Date.now();
const now = () => (clock += 1000);

async function newExpense(description: string): Promise<void> {
  const [line] = await call(core, 'expenses:lines', { projectId: PROJECT });
  await call(core, 'expenses:create', {
    ProjectID: PROJECT,
    ContractLineID: line!.id,
    AmountExVAT: 10,
    VATAmount: 2.1,
    TotalAmount: 12.1,
    ExpenseDate: `${DAY}T00:00:00Z`,
    Description: description,
  });
}

/** The descriptions of the day's expenses, in the list's order. */
async function dayOrder(): Promise<string[]> {
  const list = await call(core, 'expenses:list', {});
  return list.filter((e) => e.date.startsWith(DAY)).map((e) => e.description ?? '');
}

let t: SyncedCore;
let core: AppCore;

beforeAll(async () => {
  t = await syncedCore('psa-expense-order-', now);
  ({ core } = t);
});

afterAll(() => t.close());

describe('the order of one day’s expenses', () => {
  it('is the same before and after the sync swaps their ids (and after a pull)', async () => {
    await newExpense('First, synced before');
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok', pending: 0 });
    await newExpense('Second');
    await newExpense('Third');
    const before = await dayOrder();
    expect(before).toHaveLength(3);
    const ids = (await call(core, 'expenses:list', {}))
      .filter((e) => e.date.startsWith(DAY))
      .map((e) => e.id);
    expect(ids.filter((id) => BigInt(id) < 0n)).toHaveLength(2);

    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok', pending: 0 });
    const synced = (await call(core, 'expenses:list', {})).filter((e) => e.date.startsWith(DAY));
    expect(synced.every((e) => BigInt(e.id) > 0n)).toBe(true);
    expect(await dayOrder()).toEqual(before);
    // A later sync pulls them again: still the same order.
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
    expect(await dayOrder()).toEqual(before);
  });
});
