import type { Db } from '../../db/connection';
import {
  contractLineOwner,
  projectByNumber,
  roleName,
  type ImportProjectMatch,
} from '../../db/repositories/offline-import';
import { columnLabel, type ColumnKey, type CsvRow, type ImportProblem } from './import-csv';
import { matchCompany, matchProject, nameKey, type SimilarAnswer } from './import-match';

/*
 * Checking every row of a projects file before anything is stored: a file with one bad row is
 * refused whole, with each problem at its line and column.
 */

/** A contract line kind as the store holds it. */
type LineKind = 'time' | 'expense' | 'fixed';

/** A contract line to store on a project: with the file's id (kept exactly) or a new local one. */
interface PlannedLine {
  id: bigint | null;
  name: string;
  kind: LineKind;
}

/** A project of the file: matched to one here, or new; with its lines. */
interface PlannedProject {
  name: string;
  number: string | null;
  company: string | null;
  currency: string | null;
  existing: ImportProjectMatch | undefined;
  /** The company here a new project goes to (matched by name); null: by its name, or a new one. */
  companyId: bigint | null;
  lines: PlannedLine[];
}

/** What the file holds, checked: projects (with lines) and roles; notes say what was matched here. */
export interface ImportPlan {
  projects: PlannedProject[];
  roles: { id: bigint | null; name: string }[];
  notes: string[];
}

/** Why a plan was not made: problems to fix, or questions about look-alikes to answer first. */
interface ImportRefusal {
  problems: ImportProblem[];
  questions: ImportProblem[];
}

const MAX_ID = 2n ** 63n - 1n;
const MAX_NAME = 200;
const KINDS: Record<string, LineKind> = { time: 'time', expense: 'expense', fixed: 'fixed' };

const fold = (s: string) => s.trim().toLowerCase();

/** The key a project is known by within a file: its number, else its name and company (as the duplicate warning compares them). */
function projectKey(name: string, number: string | null, company: string | null): string {
  return number !== null ? `#${fold(number)}` : `${nameKey(name)}\u001f${company ? nameKey(company) : ''}`;
}

/**
 * The project here a new row's project is (by number, else by name at the same company, as the
 * duplicate warning matches), and the company here it goes to. A look-alike is used or passed
 * over as `similar` says; unanswered, it becomes a question. Clear matches are noted.
 */
function findHere(
  db: Db,
  row: { name: string; number: string | null; company: string | null },
  similar: SimilarAnswer | undefined,
  say: { note: (m: string) => void; ask: (key: ColumnKey, m: string) => void },
): { existing: ImportProjectMatch | undefined; companyId: bigint | null } {
  const { name, number, company } = row;
  const byNumber = number !== null ? projectByNumber(db, number) : undefined;
  if (byNumber) return { existing: byNumber, companyId: null };
  let companyId: bigint | null = null;
  let companyName: string | null = null;
  if (company !== null) {
    const c = matchCompany(db, company);
    if (c && (c.how === 'same' || similar === 'use')) {
      companyId = c.id;
      companyName = c.name;
      if (c.name !== company) say.note(`"${company}" is ${c.name} here: used that company.`);
    } else if (c && similar === undefined) {
      say.ask('company', `${c.name} is here already: use it for "${company}"?`);
      return { existing: undefined, companyId: null };
    } else return { existing: undefined, companyId: null };
  }
  const p = matchProject(db, name, companyId);
  if (p && (p.how === 'same' || similar === 'use')) {
    if (p.name !== name) say.note(`"${name}" is ${p.name} here: added to it.`);
    const existing = { id: p.id, name: p.name, project_number: null, company_name: companyName };
    return { existing, companyId };
  }
  if (p && similar === undefined)
    say.ask('projectName', `${companyName ?? 'This folder'} already has ${p.name}: add to it?`);
  return { existing: undefined, companyId };
}

/** Checks every row and builds the plan, or lists every problem (nothing is stored either way). */
export function planImport(
  db: Db,
  rows: readonly CsvRow[],
  similar?: SimilarAnswer,
): ImportPlan | ImportRefusal {
  const problems: ImportProblem[] = [];
  const questions: ImportProblem[] = [];
  const notes: string[] = [];
  const projects = new Map<string, PlannedProject & { firstLine: number }>();
  const lineOwners = new Map<bigint, { key: string; name: string; line: number }>();
  const roles = new Map<string, { id: bigint | null; name: string; line: number }>();
  for (const row of rows) {
    const f = row.fields;
    const at = (key: ColumnKey, message: string) =>
      problems.push({ line: row.line, column: columnLabel(key), message });
    const before = problems.length;
    const text = (key: ColumnKey) => {
      const v = f[key] ?? null;
      if (v !== null && v.length > MAX_NAME) at(key, `is longer than ${MAX_NAME} characters`);
      return v;
    };
    const idOf = (key: ColumnKey): bigint | null => {
      const v = f[key];
      if (v === undefined) return null;
      if (!/^\d{1,19}$/.test(v) || BigInt(v) === 0n || BigInt(v) > MAX_ID) {
        at(key, `"${v}" is not an id (a positive whole number of at most 19 digits)`);
        return null;
      }
      return BigInt(v);
    };
    const name = text('projectName');
    if (name === null) at('projectName', 'is empty: every row names its project');
    const number = text('projectNumber');
    const company = text('company');
    const currency = f.currency?.toUpperCase() ?? null;
    if (currency !== null && !/^[A-Z]{3}$/.test(currency))
      at('currency', `"${f.currency}" is not a currency code (three letters, such as EUR)`);
    const lineId = idOf('lineId');
    const lineName = text('lineName');
    const kind = f.lineKind === undefined ? 'time' : KINDS[fold(f.lineKind)];
    if (kind === undefined) at('lineKind', `"${f.lineKind}" is not a kind (time, expense or fixed)`);
    if (lineName === null && (lineId !== null || f.lineKind !== undefined))
      at('lineName', 'is empty: a contract line needs its name');
    const roleId = idOf('roleId');
    const role = text('roleName');
    if (role === null && roleId !== null) at('roleName', 'is empty: a role needs its name');
    if (problems.length > before || name === null) continue;

    const key = projectKey(name, number, company);
    let project = projects.get(key);
    if (!project) {
      const { existing, companyId } = findHere(db, { name, number, company }, similar, {
        note: (m) => notes.push(m),
        ask: (k, message) => questions.push({ line: row.line, column: columnLabel(k), message }),
      });
      if (existing && number !== null && fold(existing.name) !== fold(name))
        at('projectNumber', `${number} is the number of "${existing.name}" here, not of "${name}"`);
      project = { name, number, company, currency, existing, companyId, lines: [], firstLine: row.line };
      projects.set(key, project);
    } else if (fold(project.name) !== fold(name)) {
      at('projectName', `project ${number} is "${project.name}" on line ${project.firstLine}`);
    } else if (currency !== null && project.currency !== null && currency !== project.currency) {
      at('currency', `the project's currency is ${project.currency} on line ${project.firstLine}`);
    }
    project.currency ??= currency;

    if (lineName !== null && kind !== undefined) {
      if (lineId !== null) {
        const seen = lineOwners.get(lineId);
        const here = contractLineOwner(db, lineId);
        if (seen && seen.key !== key)
          at('lineId', `contract line ${lineId} belongs to another project on line ${seen.line}`);
        else if (seen && fold(seen.name) !== fold(lineName))
          at('lineId', `contract line ${lineId} is named "${seen.name}" on line ${seen.line}`);
        else if (here && (project.existing === undefined || here.project_id !== project.existing.id))
          at(
            'lineId',
            `contract line ${lineId} is already "${here.name}" of ${here.project_name ?? 'a template'}`,
          );
        lineOwners.set(lineId, { key, name: lineName, line: row.line });
      }
      const same = project.lines.find((l) =>
        lineId !== null ? l.id === lineId : l.id === null && fold(l.name) === fold(lineName),
      );
      if (!same) project.lines.push({ id: lineId, name: lineName, kind });
    }
    if (role !== null) {
      const rkey = roleId !== null ? `#${roleId}` : fold(role);
      const seen = roles.get(rkey);
      const known = roleId !== null ? roleName(db, roleId) : undefined;
      if (seen && fold(seen.name) !== fold(role))
        at('roleId', `role ${roleId} is named "${seen.name}" on line ${seen.line}`);
      else if (known !== undefined && fold(known) !== fold(role))
        at('roleId', `role ${roleId} is "${known}" here`);
      else if (!seen) roles.set(rkey, { id: roleId, name: role, line: row.line });
    }
  }
  if (problems.length > 0 || questions.length > 0) return { problems, questions };
  return {
    projects: [...projects.values()].map(({ firstLine: _, ...p }) => p),
    roles: [...roles.values()].map(({ id, name }) => ({ id, name })),
    notes,
  };
}
