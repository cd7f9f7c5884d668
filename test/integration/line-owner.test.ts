import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { AppCore } from '../../electron/core/app';
import { call, refusal } from '../support/app-call';
import { syncedCore, type SyncedCore } from '../support/synced-core';
import { outbox } from '../support/week-core';

/*
 * Another project's contract line is refused before anything is queued (walkthrough 15, finding
 * 13): the line 'Expenses' of Northwind ERP rollout on an expense or an hour of another project
 * used to be accepted here and refused only by the sync, with bare ids. Real core, real server.
 */

const NORTHWIND = String(demoId('projects', 1));
const OTHER = String(demoId('projects', 2));
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

let t: SyncedCore;
let core: AppCore;
let dir: string;

beforeAll(async () => {
  t = await syncedCore('psa-line-owner-');
  ({ core, dir } = t);
});

afterAll(() => t.close());

describe('a contract line of another project', () => {
  it('is refused on an expense, by names, and nothing is queued', async () => {
    const [line] = await call(core, 'expenses:lines', { projectId: NORTHWIND });
    const queued = outbox(dir).length;
    const error = await refusal(core, 'expenses:create', {
      ProjectID: OTHER,
      ContractLineID: line!.id,
      AmountExVAT: 10,
      VATAmount: 2.1,
      TotalAmount: 12.1,
      ExpenseDate: `${DAY}T00:00:00Z`,
    });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/"Expenses" is a line of Northwind ERP rollout, not of /);
    expect(error.message).not.toMatch(/\d{17}/);
    expect(outbox(dir).length).toBe(queued);
    // The project's own line is taken.
    await call(core, 'expenses:create', {
      ProjectID: NORTHWIND,
      ContractLineID: line!.id,
      AmountExVAT: 10,
      VATAmount: 2.1,
      TotalAmount: 12.1,
      ExpenseDate: `${DAY}T00:00:00Z`,
    });
    expect(outbox(dir).length).toBe(queued + 1);
  });

  it('is refused on hours too', async () => {
    const queued = outbox(dir).length;
    const error = await refusal(core, 'entries:create', {
      projectId: OTHER,
      contractLineId: String(demoId('contract_lines', 10)),
      roleId: String(demoId('roles', 1)),
      date: DAY,
      from: '09:00',
      to: '10:00',
    });
    expect(error.message).toMatch(/ is a line of Northwind ERP rollout, not of /);
    expect(outbox(dir).length).toBe(queued);
  });
});
