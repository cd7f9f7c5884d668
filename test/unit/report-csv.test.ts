import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../electron/core/db/connection';
import { listExpenseViews } from '../../electron/core/db/repositories/expenses';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { listTimesheetViews } from '../../electron/core/db/repositories/timesheets';
import { addExpense, addTimesheet } from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { BOM, csvDecimal, csvField, toCsv } from '../../electron/core/reports/csv';
import {
  EXPENSE_COLUMNS,
  TIMESHEET_COLUMNS,
  expensesCsv,
  timesheetsCsv,
} from '../../electron/core/reports/export';
import { csvRecords, parseCsv } from '../support/csv';
import { LINES, ORG, smallOrgDb } from '../support/fixtures';

/*
 * The CSV export opens cleanly in a spreadsheet and reads back to exactly the entries in the store:
 * RFC 4180 quoting, CRLF, a UTF-8 BOM, ISO dates, HH:MM times, dot decimals with exact digits.
 */

const TRICKY = [
  'Workshop, day 1',
  'The "go-live" plan',
  'Line one\nline two',
  'Windows\r\nbreak',
  'Café Zürich — naïve Ærøskøbing 東京 😀',
  '  spaced  ',
  '',
];

/** Hours of the tricky entries, one at 4 decimals. */
const HOURS = [7.5, 0.1, 8, 0.25, 1, 2.3333, 8.5];

let r: Replica;
let db: Db;

beforeEach(() => {
  db = smallOrgDb();
  r = createReplica(db, () => Date.parse('2026-12-01T10:00:00.000Z'));
  setReplicaSetting(db, 'account_id', String(ORG.anna));
});

describe('CSV fields and documents', () => {
  it('quotes only fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\ronly')).toBe('"cr\ronly"');
    expect(csvField('Café')).toBe('Café');
  });

  it('starts with a BOM, ends every record with CRLF and keeps a header row', () => {
    const text = toCsv(['A', 'B'], [['1', 'x,y']]);
    expect(text).toBe(`${BOM}A,B\r\n1,"x,y"\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('keeps a spreadsheet from running text as a formula, and numbers as numbers', () => {
    const rows = parseCsv(
      toCsv(
        ['text', 'amount'],
        [
          ['=HYPERLINK("http://evil.example","x")', '-12.50'],
          ['+31 6 1234 5678', '-3'],
          ['@SUM(A1)', '0.10'],
          ['-2+3', '12'],
          ['\tcmd', '1'],
        ],
      ),
    );
    expect(rows.slice(1)).toEqual([
      ['\'=HYPERLINK("http://evil.example","x")', '-12.50'],
      ["'+31 6 1234 5678", '-3'],
      ["'@SUM(A1)", '0.10'],
      ["'-2+3", '12'],
      ["'\tcmd", '1'],
    ]);
  });

  it('round-trips tricky text through the test reader', () => {
    const rows = TRICKY.map((t, i) => [String(i), t]);
    expect(parseCsv(toCsv(['n', 'text'], rows))).toEqual([['n', 'text'], ...rows]);
  });

  it('writes decimals with a dot and their exact digits', () => {
    expect(csvDecimal(750n, 2, 2)).toBe('7.50');
    expect(csvDecimal(1n, 2, 2)).toBe('0.01');
    expect(csvDecimal(1250n, 4, 2)).toBe('0.125');
    expect(csvDecimal(12_000_000n, 4, 2)).toBe('1200.00');
    expect(csvDecimal(-5n, 4, 2)).toBe('-0.0005');
    expect(csvDecimal(99_173_553_719n, 8, 2)).toBe('991.73553719');
    expect(csvDecimal(1n, 8, 2)).toBe('0.00000001');
    // Beyond what a binary float holds: every digit stays.
    expect(csvDecimal(999_999_999_999_999_999n, 8, 2)).toBe('9999999999.99999999');
  });
});

describe('timesheet export', () => {
  it('reads back to exactly the entries of the range, tricky descriptions included', () => {
    TRICKY.forEach((description, i) =>
      addTimesheet(r, {
        ProjectID: i % 2 ? ORG.project2 : ORG.project1,
        ContractLineID: i % 2 ? LINES.project2Time : LINES.project1Time,
        RoleID: ORG.consultant,
        DateTimeFrom: `2026-11-${String(2 + i).padStart(2, '0')}T08:15:00Z`,
        DateTimeTo: `2026-11-${String(2 + i).padStart(2, '0')}T16:45:00Z`,
        NumberOfHours: HOURS[i] ?? 1,
        Description: description,
      }),
    );
    // Outside the range, and another account's: not exported.
    const extra = {
      ProjectID: ORG.project1,
      ContractLineID: LINES.project1Time,
      RoleID: ORG.consultant,
      NumberOfHours: 1,
    };
    addTimesheet(r, { ...extra, DateTimeFrom: '2026-11-01T23:00:00Z', DateTimeTo: '2026-11-02T00:00:00Z' });
    addTimesheet(r, { ...extra, DateTimeFrom: '2026-11-10T00:00:00Z', DateTimeTo: '2026-11-10T01:00:00Z' });
    addTimesheet(r, {
      ...extra,
      AccountID: ORG.ben,
      DateTimeFrom: '2026-11-03T10:00:00Z',
      DateTimeTo: '2026-11-03T11:00:00Z',
    });

    const file = timesheetsCsv(db, { accountId: ORG.anna, from: '2026-11-02', to: '2026-11-09' });
    expect(file.fileName).toBe('timesheets_2026-11-02_2026-11-09.csv');
    expect(file.rows).toBe(TRICKY.length);
    expect(file.content.startsWith(BOM)).toBe(true);
    expect(parseCsv(file.content)[0]).toEqual([...TIMESHEET_COLUMNS]);

    const stored = listTimesheetViews(db, {
      accountId: ORG.anna,
      fromInclusive: '2026-11-02T00:00:00.000Z',
      toExclusive: '2026-11-10T00:00:00.000Z',
      limit: 100,
    });
    const back = csvRecords(file.content);
    expect(back).toEqual(
      stored.map((t) => ({
        Date: t.date_from.slice(0, 10),
        From: '08:15',
        To: '16:45',
        Hours: csvDecimal(t.hours, 4, 2),
        'Project ID': String(t.project_id),
        Project: t.project_name,
        'Contract line': t.contract_line_name,
        Role: t.role_name,
        Description: t.description ?? '',
        'Approved by PM': 'no',
        'Approved by TL': 'no',
        Invoice: '',
        'Sync state': 'pending',
      })),
    );
    // The text the user typed comes back unchanged (the schema trims surrounding spaces).
    expect(back.map((b) => b.Description)).toEqual(TRICKY.map((t) => t.trim()));
    expect(back.map((b) => b.Hours)).toEqual(['7.50', '0.10', '8.00', '0.25', '1.00', '2.3333', '8.50']);
    // Ids with every digit (17-digit ids above 2^53).
    expect(back.map((b) => b['Project ID'])).toEqual(
      TRICKY.map((_, i) => String(i % 2 ? ORG.project2 : ORG.project1)),
    );
  });
});

describe('expense export', () => {
  it('reads back to the stored expenses with their currency and exact amounts', () => {
    addExpense(r, {
      ProjectID: ORG.project1,
      ContractLineID: LINES.project1Expense,
      AmountExVAT: '991.73553719',
      VATAmount: '208.26446281',
      TotalAmount: '1200',
      ExpenseDate: '2026-11-30T00:00:00Z',
      Description: 'Hotel "Rijn", Arnhem',
    });
    addExpense(r, {
      ProjectID: ORG.project2,
      ContractLineID: LINES.project2Expense,
      AmountExVAT: 0.1,
      TotalAmount: 0.1,
      ExpenseDate: '2026-11-01T00:00:00Z',
      Description: 'Taxi\nairport',
    });
    addExpense(r, {
      ProjectID: ORG.project1,
      ContractLineID: LINES.project1Expense,
      AmountExVAT: 5,
      TotalAmount: 5,
      ExpenseDate: '2026-12-01T00:00:00Z',
    });
    const file = expensesCsv(db, { accountId: ORG.anna, from: '2026-11-01', to: '2026-11-30' });
    expect(file.fileName).toBe('expenses_2026-11-01_2026-11-30.csv');
    expect(parseCsv(file.content)[0]).toEqual([...EXPENSE_COLUMNS]);
    const stored = listExpenseViews(db, {
      accountId: ORG.anna,
      fromInclusive: '2026-11-01T00:00:00.000Z',
      toExclusive: '2026-12-01T00:00:00.000Z',
      limit: 10,
    });
    expect(stored).toHaveLength(2);
    expect(csvRecords(file.content)).toEqual([
      {
        Date: '2026-11-01',
        'Project ID': String(ORG.project2),
        Project: 'US expansion',
        'Contract line': 'Expenses',
        Description: 'Taxi\nairport',
        Currency: 'USD',
        'Amount excl. VAT': '0.10',
        VAT: '',
        Total: '0.10',
        Invoice: '',
        'Sync state': 'pending',
      },
      {
        Date: '2026-11-30',
        'Project ID': String(ORG.project1),
        Project: 'ERP rollout',
        'Contract line': 'Travel and expenses',
        Description: 'Hotel "Rijn", Arnhem',
        Currency: 'EUR',
        'Amount excl. VAT': '991.73553719',
        VAT: '208.26446281',
        Total: '1200.00',
        Invoice: '',
        'Sync state': 'pending',
      },
    ]);
  });
});
