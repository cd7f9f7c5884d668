import { afterEach, describe, expect, it } from 'vitest';
import { setCoreLanguage } from '../../electron/core/i18n';
import { listOpen, type OutboxRow } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { addExpense, addTimesheet } from '../../electron/core/replica/changes-entries';
import { addCompany, editProject } from '../../electron/core/replica/changes-records';
import { createReplica } from '../../electron/core/replica/context';
import { changeSummary } from '../../electron/core/reports/queue';
import {
  displayLocale,
  formatDay,
  formatLocalDay,
  formatTime,
  setDisplayLocale,
} from '../../shared/dates-display';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/** A queue of one change of each kind the walkthrough saw in Dutch, on a small organization. */
function queueOfFour() {
  const db = smallOrgDb();
  const r = createReplica(db, () => Date.parse('2026-12-01T10:00:00.000Z'));
  setReplicaSetting(db, 'account_id', String(ORG.anna));
  addTimesheet(r, {
    ProjectID: ORG.project1,
    ContractLineID: LINES.project1Time,
    RoleID: ORG.consultant,
    DateTimeFrom: '2026-11-19T09:00:00Z',
    DateTimeTo: '2026-11-19T16:30:00Z',
    NumberOfHours: '7.5',
  });
  addExpense(r, {
    ProjectID: ORG.project2,
    ContractLineID: LINES.project2Expense,
    AmountExVAT: '38.44628099',
    VATAmount: '8.07371901',
    TotalAmount: '46.52',
    ExpenseDate: '2026-11-20T00:00:00Z',
  });
  addCompany(r, { Name: 'Zürich Partners AG' });
  editProject(r, { ProjectID: ORG.project1, Stage: 'On hold' });
  return db;
}

const english = displayLocale();
afterEach(() => {
  setCoreLanguage('en');
  setDisplayLocale(english);
});

/* The sync center names each queued change in words a user recognizes. */
describe('queued change summaries', () => {
  it("says them in the reader's language with its numbers (walkthrough 30, point 4)", () => {
    const db = queueOfFour();
    setCoreLanguage('nl');
    setDisplayLocale('nl-NL');
    const from = '2026-11-19T09:00:00Z';
    // Intl puts a no-break space between a currency and its amount.
    const said = (row: OutboxRow) => changeSummary(db, row).replace(/\u00a0/g, ' ');
    expect(listOpen(db).map(said)).toEqual([
      `Boeking ${formatLocalDay(from)} ${formatTime(from)}–${formatTime('2026-11-19T16:30:00Z')}, 7,5 u op ERP rollout`,
      `Onkostenpost ${formatDay('2026-11-20')}, US$ 46,52 op US expansion`,
      'Nieuw bedrijf Zürich Partners AG',
      'Wijzigingen in project ERP rollout (fase Gepauzeerd)',
    ]);
    setCoreLanguage('de');
    setDisplayLocale('de-DE');
    expect(said(listOpen(db)[0]!)).toContain(', 7,5 Std. für ERP rollout');
    expect(said(listOpen(db)[1]!)).toContain(', 46,52 $ für US expansion');
  });

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
      `Expense ${formatDay('2026-11-20')}, $1,200.00 on US expansion`,
      'New company Zürich Partners AG',
      'Changes to project ERP rollout (stage On hold)',
    ]);
  });
});
