import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decimalText } from '../../shared/decimal';
import { csvRecords } from '../support/csv';
import { openDemoApp, type DemoApp } from './support/demo-app';
import { bridgeCall, type WebMode } from './support/web-mode';
import { ReportsPage } from './pages/ReportsPage';

interface Timesheet {
  from: string;
  to: string;
  hours: number;
  projectId: string;
  projectName: string | null;
  description: string | null;
}
interface Expense {
  date: string;
  projectId: string;
  projectName: string | null;
  description: string | null;
  amountExVAT: string;
  vatAmount: string | null;
  totalAmount: string;
}

/** Reads a downloaded CSV: it must start with the UTF-8 BOM and end its lines in CRLF. */
function readCsv(path: string): Record<string, string>[] {
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return csvRecords(text);
}

/**
 * What the CSV holds for a figure of the views: its exact decimal (hours to 4 decimals, money to 8),
 * never rounded, with at least 2 decimals. The view's number is the nearest double of that decimal,
 * whose shortest text is the decimal again.
 */
const exact = (n: string | null): string => {
  if (n === null) return '';
  const [int, frac = ''] = (decimalText(n) ?? '').split('.');
  return `${int}.${frac.padEnd(2, '0')}`;
};

/*
 * Reports on the demo data: the charts show the core's figures, and a CSV export of a date range,
 * captured as a real download, reads back to exactly the entries in the store.
 */
describe('reports: charts and CSV export', () => {
  let app: DemoApp | undefined;
  let web: WebMode;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    app = await openDemoApp();
    ({ web, page, errors } = app);
    await new ReportsPage(page).open();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('draws hours per week as stacked bars with the total the core computed', async () => {
    const reports = new ReportsPage(page);
    await reports.hours.locator('.recharts-bar-rectangle').first().waitFor();
    // The text shows the days in the locale; the element carries them as yyyy-mm-dd too.
    const from = await reports.hoursTotal.getAttribute('data-from');
    const to = await reports.hoursTotal.getAttribute('data-to');
    const text = (await reports.hoursTotal.textContent()) ?? '';
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The weeks start on the user's day (en-US: Sunday): the same cut as the chart's.
    const firstDay = new Date(`${from}T00:00:00Z`).getUTCDay() === 0 ? 7 : 1;
    const view = (await bridgeCall(web, 'reports:hoursByWeek', { from, to, firstDay })) as {
      total: number;
      weeks: unknown[];
    };
    expect(view.weeks).toHaveLength(12);
    expect(view.total).toBeGreaterThan(0);
    expect(text).toContain(
      `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(view.total)} h`,
    );
    await reports.utilization.getByTestId('month-utilization').waitFor();
    await reports.expenses.locator('.recharts-bar-rectangle').first().waitFor();
  });

  it('exports the timesheets of a date range that read back to the entries in the store', async () => {
    const reports = new ReportsPage(page);
    await reports.setRange('2026-10-01', '2026-10-31');
    const download = await reports.export('timesheets');
    expect(download.suggestedFilename()).toBe('timesheets_2026-10-01_2026-10-31.csv');
    const rows = readCsv((await download.path()) ?? '');
    const stored = (await bridgeCall(web, 'timesheets:list', {
      from: '2026-10-01',
      to: '2026-10-31',
    })) as Timesheet[];
    expect(stored.length).toBeGreaterThan(5);
    expect(
      rows.map((r) => [r.Date, r.From, r.To, r.Hours, r['Project ID'], r.Project, r.Description]),
    ).toEqual(
      stored.map((t) => [
        t.from.slice(0, 10),
        t.from.slice(11, 16),
        t.to.slice(11, 16),
        exact(String(t.hours)),
        t.projectId,
        t.projectName ?? '',
        t.description ?? '',
      ]),
    );
    expect(rows.every((r) => (r.Date ?? '') >= '2026-10-01' && (r.Date ?? '') <= '2026-10-31')).toBe(true);
  });

  it('exports the expenses of a date range with exact amounts', async () => {
    const reports = new ReportsPage(page);
    await reports.setRange('2026-08-01', '2026-11-21');
    const download = await reports.export('expenses');
    expect(download.suggestedFilename()).toBe('expenses_2026-08-01_2026-11-21.csv');
    const rows = readCsv((await download.path()) ?? '');
    const stored = (await bridgeCall(web, 'expenses:list', {
      from: '2026-08-01',
      to: '2026-11-21',
    })) as Expense[];
    expect(stored.length).toBeGreaterThan(0);
    expect(
      rows.map((r) => [r.Date, r.Project, r.Description, r['Amount excl. VAT'], r.VAT, r.Total]),
    ).toEqual(
      stored.map((e) => [
        e.date.slice(0, 10),
        e.projectName ?? '',
        e.description ?? '',
        exact(e.amountExVAT),
        exact(e.vatAmount),
        exact(e.totalAmount),
      ]),
    );
  });

  it('puts the core’s message next to a range that ends before it starts', async () => {
    const reports = new ReportsPage(page);
    await reports.setRange('2026-10-31', '2026-10-01');
    await reports.exportCard.getByRole('button', { name: 'Export timesheets' }).click();
    await reports.exportCard.getByText('must not be before the start date').waitFor();
    expect(errors).toEqual([]);
  });
});
