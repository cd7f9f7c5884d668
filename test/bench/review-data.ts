import { addDays, localDate, localInstant, mondayOf } from '../../shared/app/entry-time';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { ProjectTimesheetRow } from '../../electron/core/db/repositories/project-entries';

/*
 * The team review benchmarks' data (issue 14 point 6): 50 projects x 10 consultants x 12 weeks, 5
 * entries a week each (30,000 team timesheets), the same every run. Ids are 17-digit (demoId) in
 * ranges the demo organization does not use (projects 101.., accounts 101..). Older weeks are
 * approved by the PM, older still by the TL too, the oldest invoiced.
 */

const FIRST = 100;
const FIRSTS = ['Anna', 'Bram', 'Chloé', 'Daan', 'Eva', 'Finn', 'Greta', 'Hugo', 'Iris', 'Jules'];
const CLIENTS = ['Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Acme'];
const WORK = ['ERP rollout', 'Data platform', 'CRM migration', 'Cloud move', 'Security audit', 'Payroll'];
const TOPICS = ['Workshop', 'Configuration', 'Data migration', 'Steering committee', 'Testing', 'Training'];
const HOUR_UNITS = 10_000;

/** Sizes and names of the bench's team data. */
export const REVIEW_BENCH = {
  projects: 50,
  consultants: 10,
  weeks: 12,
  perWeek: 5,
  projectId: (p: number) => demoId('projects', FIRST + 1 + p),
  projectName: (p: number) => `${CLIENTS[p % CLIENTS.length]} ${WORK[p % WORK.length]} ${p + 1}`,
  accountId: (c: number) => demoId('accounts', FIRST + 1 + c),
  accountName: (c: number) => `${FIRSTS[c % FIRSTS.length]} Bench ${c + 1}`,
} as const;

/** A team timesheet of the bench, in the columns both the server and the replica's copies hold. */
export type BenchTimesheet = Omit<ProjectTimesheetRow, 'id'> & { id: bigint };

/**
 * The bench's team timesheets: the 12 weeks up to this week of `now`, Monday to Friday, one entry
 * a day per consultant and project (a consultant's hours vary a little by project and day).
 */
export function reviewBenchEntries(now: number): BenchTimesheet[] {
  const thisMonday = mondayOf(localDate(now));
  const out: BenchTimesheet[] = [];
  let n = 0;
  for (let w = 0; w < REVIEW_BENCH.weeks; w++) {
    const monday = addDays(thisMonday, -7 * (REVIEW_BENCH.weeks - 1 - w));
    const age = REVIEW_BENCH.weeks - 1 - w;
    for (let p = 0; p < REVIEW_BENCH.projects; p++)
      for (let c = 0; c < REVIEW_BENCH.consultants; c++)
        for (let d = 0; d < REVIEW_BENCH.perWeek; d++) {
          n++;
          const date = addDays(monday, d % 5);
          const start = localInstant(date, 8 * 60 + ((p * 37) % 480));
          const units = HOUR_UNITS * (1 + ((p + c + d + w) % 4)) + (((c * 7 + d) % 4) * HOUR_UNITS) / 4;
          const at = new Date(start).toISOString();
          out.push({
            id: demoId('timesheets', 1_000_000 + n),
            project_id: REVIEW_BENCH.projectId(p),
            account_id: REVIEW_BENCH.accountId(c),
            account_name: REVIEW_BENCH.accountName(c),
            contract_line_id: demoId('contract_lines', 10),
            contract_line_name: 'Consulting hours',
            role_id: demoId('roles', 1 + (c % 4)),
            role_name: ['Consultant', 'Senior consultant', 'Project manager', 'Developer'][c % 4] ?? null,
            date_from: at,
            date_to: new Date(start + units * 360).toISOString(),
            hours: BigInt(units),
            description: TOPICS[(p + d) % TOPICS.length] ?? null,
            approved_pm_at: age >= 2 ? at : null,
            approved_tl_at: age >= 4 ? at : null,
            invoice_number: age >= 8 ? `INV-${2025_000 + p}` : null,
            sales_rate: 15_000_000_000n,
          });
        }
  }
  return out;
}
