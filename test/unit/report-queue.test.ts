import { describe, expect, it } from 'vitest';
import { listOpen } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { addExpense, addTimesheet } from '../../electron/core/replica/changes-entries';
import { addCompany, editProject } from '../../electron/core/replica/changes-records';
import { createReplica } from '../../electron/core/replica/context';
import { changeSummary } from '../../electron/core/reports/queue';
import { formatDay, formatLocalDay, formatTime } from '../../shared/dates-display';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/* The sync center names each queued change in words a user recognizes. */
describe('queued change summaries', () => {
  it('says what each change is, with the names of the records it touches', () => {
    const db = smallOrgDb();
    const [from, to] = ['2026-11-19T09:00:00Z', '2026-11-19T11:30:00Z'];
    const r = createReplica(db, () => Date.parse('2026-12-01T10:00:00.000Z'));
    setReplicaSetting(db, 'account_id', String(ORG.anna));
    addTimesheet(r, {
      ProjectID: ORG.project1,
      ContractLineID: LINES.project1Time,
      RoleID: ORG.consultant,
      DateTimeFrom: from,
      DateTimeTo: to,
      NumberOfHours: '2.3333',
      Description: 'Steering committee',
    });
    addExpense(r, {
      ProjectID: ORG.project2,
      ContractLineID: LINES.project2Expense,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: '1200',
      ExpenseDate: '2026-11-20T00:00:00Z',
    });
    addCompany(r, { Name: 'Zürich Partners AG' });
    editProject(r, { ProjectID: ORG.project1, Stage: 'On hold' });
    expect(listOpen(db).map((row) => changeSummary(db, row))).toEqual([
      // Days and times in the app's date style and the locale's clock (shared/dates-display.ts).
      `Timesheet ${formatLocalDay(from)} ${formatTime(from)}–${formatTime(to)}, 2.3333 h on ERP rollout · Steering committee`,
      `Expense ${formatDay('2026-11-20')}, 1200 USD on US expansion`,
      'New company Zürich Partners AG',
      'Changes to project ERP rollout (stage On hold)',
    ]);
  });
});
