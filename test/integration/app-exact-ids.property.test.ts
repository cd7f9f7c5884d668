import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { unitsToText } from '../../shared/decimal';
import { HOURS_SCALE, MONEY_SCALE } from '../../shared/psa/scalars';
import { upsertExpense } from '../../electron/core/db/repositories/expenses';
import { parseRequest } from '../../electron/core/replica/resources';
import { csvDecimal } from '../../electron/core/reports/csv';
import { call, closeCores, openCore } from '../support/app-call';
import { cliIn } from '../support/cli-run';
import { csvRecords } from '../support/csv';
import { outbox } from '../support/week-core';
import { fillDataFolder, offlineAs, project, syncedTimesheet } from '../support/week-data';

/*
 * Identifiers across 2^53..2^63-1 and amounts at 8 decimals (hours at 4) round-trip exactly
 * through the app: stored in a real SQLite replica file (as a pull stores them), answered by the
 * contract (core invoke) as decimal text, taken back by it in requests (creates, delete and
 * restore), printed by the CLI's --json and written into the CSV export, with every digit.
 */

const MIN = 2n ** 53n;
const MAX = 2n ** 63n - 1n;
const DAY = '2026-03-04';
const NOW = Date.parse(`${DAY}T12:00:00.000Z`);

/** An id beyond a JS number's integers, the edges included. */
const bigId = fc.oneof(
  fc.constantFrom(MIN, MIN + 1n, 14_073_748_835_533_011n, MAX - 1n, MAX),
  fc.bigInt({ min: MIN, max: MAX }),
);
/** Money units (10^-8) up to five billion: an expense's amount and VAT stay within the limit. */
const money = fc.bigInt({ min: 0n, max: 5n * 10n ** 17n });
/** Hour units (10^-4) of one entry: more than 0, at most 24 h. */
const hours = fc.bigInt({ min: 1n, max: 240_000n });

const sample = fc.record({
  ids: fc.uniqueArray(bigId, { minLength: 6, maxLength: 6 }),
  hours,
  ex: money,
  vat: money,
  newEx: money,
  newVat: money,
});

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const text = (id: bigint) => String(id);
const moneyText = (units: bigint) => unitsToText(units, MONEY_SCALE);

describe('exact ids and amounts through the app', () => {
  it('keeps every digit through the contract, the CLI --json and the CSV export', async () => {
    await fc.assert(
      fc.asyncProperty(sample, async (s) => {
        const [account, projectId, line, role, timesheet, expense] = s.ids as [
          bigint,
          bigint,
          bigint,
          bigint,
          bigint,
          bigint,
        ];
        const dir = mkdtempSync(join(tmpdir(), 'psa-exact-'));
        dirs.push(dir);
        fillDataFolder(dir, (db) => {
          offlineAs(db, account);
          project(db, projectId, 'Exact project');
          syncedTimesheet(db, {
            id: timesheet,
            account_id: account,
            project_id: projectId,
            contract_line_id: line,
            role_id: role,
            date_from: `${DAY}T09:00:00.000Z`,
            date_to: `${DAY}T09:00:00.000Z`,
            hours: s.hours,
          });
          upsertExpense(db, {
            id: expense,
            account_id: account,
            project_id: projectId,
            contract_line_id: line,
            description: 'Pulled',
            amount_ex_vat: s.ex,
            vat_amount: s.vat,
            total_amount: s.ex + s.vat,
            expense_date: `${DAY}T00:00:00.000Z`,
            created_at: `${DAY}T00:00:00.000Z`,
            approved_at: null,
            invoice_id: null,
            project_name: null,
            contract_line_name: null,
            invoice_number: null,
            external_invoice_number: null,
          });
        });
        const core = openCore(dir, () => NOW);
        try {
          // Answers: ids as decimal text with every digit.
          expect(await call(core, 'projects:get', { id: text(projectId) })).toMatchObject({
            id: text(projectId),
          });
          const [t] = await call(core, 'timesheets:list', { from: DAY, to: DAY });
          expect(t).toMatchObject({
            id: text(timesheet),
            accountId: text(account),
            projectId: text(projectId),
            contractLineId: text(line),
            roleId: text(role),
          });
          const week = await call(core, 'week:get', { weekStart: DAY });
          expect(week.rows[0]?.cells.flatMap((c) => c.entryIds)).toEqual([text(timesheet)]);
          expect(week.rows[0]).toMatchObject({ projectId: text(projectId), roleId: text(role) });

          // Requests: ids as text come back exactly in the queued create; delete and restore keep
          // ids and the 8-decimal amounts.
          const row = { ProjectID: text(projectId), ContractLineID: text(line) };
          const created = await call(core, 'expenses:create', {
            ...row,
            AmountExVAT: moneyText(s.newEx),
            VATAmount: moneyText(s.newVat),
            TotalAmount: moneyText(s.newEx + s.newVat),
            ExpenseDate: `${DAY}T00:00:00.000Z`,
            Description: 'Typed',
            // Random amounts: a VAT rate above 30 % asks first (issue 13).
            confirm: ['VAT_RATE'],
          });
          const queued = parseRequest(outbox(dir)[0]?.request ?? '{}').body ?? {};
          expect(queued).toMatchObject({ ProjectID: projectId, ContractLineID: line, AccountID: account });
          const { removed } = await call(core, 'expenses:delete', { id: created.id });
          expect(removed).toEqual([
            {
              ...row,
              AmountExVAT: moneyText(s.newEx),
              VATAmount: moneyText(s.newVat),
              TotalAmount: moneyText(s.newEx + s.newVat),
              ExpenseDate: `${DAY}T00:00:00.000Z`,
              Description: 'Typed',
            },
          ]);
          await call(core, 'expenses:restore', { expenses: removed });

          // The CSV export: ids and amounts as stored, every digit.
          const csv = csvRecords(
            (await call(core, 'export:csv', { kind: 'expenses', from: DAY, to: DAY })).content,
          );
          const csvAmounts = (units: bigint) => csvDecimal(units, MONEY_SCALE, 2);
          expect(csv.map((r) => [r['Project ID'], r['Amount excl. VAT'], r.VAT, r.Total])).toEqual(
            expect.arrayContaining([
              [text(projectId), csvAmounts(s.ex), csvAmounts(s.vat), csvAmounts(s.ex + s.vat)],
              [text(projectId), csvAmounts(s.newEx), csvAmounts(s.newVat), csvAmounts(s.newEx + s.newVat)],
            ]),
          );
          const hoursCsv = csvRecords(
            (await call(core, 'export:csv', { kind: 'timesheets', from: DAY, to: DAY })).content,
          );
          expect(hoursCsv.map((r) => [r['Project ID'], r.Hours])).toEqual([
            [text(projectId), csvDecimal(s.hours, HOURS_SCALE, 2)],
          ]);
        } finally {
          await closeCores();
        }

        // The CLI's --json: a plain JSON.parse reads every id exactly (they are text).
        const sheets = JSON.parse((await cliIn(dir, 'timesheets', '--json')).out.join('\n')) as Record<
          string,
          unknown
        >[];
        expect(sheets).toEqual([
          expect.objectContaining({
            id: text(timesheet),
            project: text(projectId),
            contractLine: text(line),
            role: text(role),
          }),
        ]);
        const spent = JSON.parse((await cliIn(dir, 'expenses', '--json')).out.join('\n')) as Record<
          string,
          unknown
        >[];
        expect(spent).toContainEqual(
          expect.objectContaining({ id: text(expense), project: text(projectId), contractLine: text(line) }),
        );
        expect(spent.every((e) => e.project === text(projectId))).toBe(true);
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
