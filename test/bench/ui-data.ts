import { addDays, localDate, localInstant, mondayOf } from '../../shared/app/entry-time';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { company, fillDataFolder, offlineAs, project, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * The UI benchmark's data folder: 10,000 projects (of 500 companies) and 5,000 timesheets of the
 * signed-in account over the last two years, written straight into the replica in one transaction
 * (as a pull would store them), deterministic from a seed. Ids are 17-digit, as PSOhub issues them
 * (record n of a table is demoId(table, n)).
 */

const CLIENTS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark',
  'Wayne',
  'Acme',
];
const WORK = [
  'ERP rollout',
  'Data platform',
  'CRM migration',
  'Cloud move',
  'Security audit',
  'BI dashboards',
  'Payroll',
  'Website relaunch',
  'Support retainer',
  'Integration',
];
const ROLES = ['Consultant', 'Senior consultant', 'Project manager', 'Developer'];
const TOPICS = [
  'Workshop',
  'Configuration',
  'Data migration',
  'Steering committee',
  'Testing',
  'Training',
  'Review',
];

/** Sizes of the benchmark's store. */
export const UI_DATA = { projects: 10_000, timesheets: 5_000, myProjects: 30 } as const;

/** A small deterministic random generator (a linear congruential one): the same data every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Fills a data folder for the UI benchmark; returns the Monday of the current week. */
export function fillUiBenchFolder(dataDir: string, now = Date.now()): string {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const thisMonday = mondayOf(localDate(now));
  fillDataFolder(dataDir, (db) => {
    offlineAs(db, WEEK.account);
    for (let c = 1; c <= 500; c++) company(db, demoId('companies', c), `${pick(CLIENTS)} ${c} B.V.`);
    for (let p = 1; p <= UI_DATA.projects; p++)
      project(
        db,
        demoId('projects', p),
        `${CLIENTS[p % 10]} ${WORK[Math.floor(p / 10) % 10]} ${p}`,
        demoId('companies', 1 + (p % 500)),
      );
    // Weekdays of the last two years (this week included), about ten entries each.
    const days: string[] = [];
    for (let d = 0; days.length < 520; d++) {
      const date = addDays(addDays(thisMonday, 4), -d);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6) days.push(date);
    }
    // A consultant works on a handful of projects a week (about eight, rotating over 30), each
    // with its own role, sometimes a second one: about ten rows a week, about fifty entries.
    for (let i = 0; i < UI_DATA.timesheets; i++) {
      const day = i % days.length;
      const date = days[day] ?? thisMonday;
      const slot = Math.floor(i / days.length);
      const start = localInstant(date, 8 * 60 + slot * 50);
      const units = 2_500 * (1 + Math.floor(rnd() * 6)); // 0.25 .. 1.5 h in units of 0.0001 h
      const mine = (Math.floor(day / 5) + Math.floor(rnd() * 8)) % UI_DATA.myProjects;
      const role = (mine + (rnd() < 0.1 ? 1 : 0)) % ROLES.length;
      syncedTimesheet(db, {
        id: demoId('timesheets', i + 1),
        project_id: demoId('projects', 1 + mine * 37),
        contract_line_id: WEEK.line,
        role_id: demoId('roles', role + 1),
        role_name: ROLES[role] ?? null,
        date_from: new Date(start).toISOString(),
        date_to: new Date(start + units * 360).toISOString(),
        hours: BigInt(units),
        description: pick(TOPICS),
        approved_pm_at: rnd() < 0.5 ? new Date(start).toISOString() : null,
      });
    }
  });
  return thisMonday;
}
