/*
 * Reading a projects file (offline import): CSV with a header row, comma or semicolon separated,
 * UTF-8 with or without a byte order mark, quoted fields as RFC 4180 (a quote doubled inside).
 * Every field stays text: ids are never read as JS numbers (a 17-digit id would lose digits).
 */

/** A problem with the file, at a line (1 is the header) and a column (its header name) when known. */
export interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}

/** One data row: its line in the file and its fields by column key. */
export interface CsvRow {
  line: number;
  fields: Partial<Record<ColumnKey, string>>;
}

/** The columns the import reads, each with the header names that mean it (compared case-insensitively). */
export const COLUMNS = {
  projectName: ['project name', 'project'],
  projectNumber: ['project number', 'project no', 'project no.'],
  company: ['company', 'company name', 'customer'],
  currency: ['currency', 'currency code'],
  lineId: ['contract line id'],
  lineName: ['contract line name', 'contract line'],
  lineKind: ['contract line kind', 'kind'],
  roleId: ['role id'],
  roleName: ['role name', 'role'],
} as const;
/** A column the import reads. */
export type ColumnKey = keyof typeof COLUMNS;

/** The header name a column key is reported under. */
export function columnLabel(key: ColumnKey): string {
  return COLUMNS[key][0];
}

/** Splits text into records of fields; a line break inside quotes stays in the field. */
function records(text: string, sep: string): { line: number; fields: string[] }[] | ImportProblem {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += ch;
  }
  if (quoted) return { line: start, column: null, message: 'a quoted field is not closed' };
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    out.push({ line: start, fields });
  }
  // Blank lines carry nothing.
  return out.filter((r) => r.fields.some((f) => f.trim() !== ''));
}

/** The separator of a file: the one of ';' and ',' its header line holds more of (',' on a tie). */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Parses a projects file into rows keyed by column, or the problems that stop it (no header, a
 * header naming a column twice, a row with more fields than the header). Unknown columns are
 * ignored, so the app's own timesheet export (Project, Contract line, Role) can be read too.
 */
export function parseProjectsCsv(raw: string): { rows: CsvRow[]; problems: ImportProblem[] } {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const parsed = records(text, separatorOf(text));
  if (!Array.isArray(parsed)) return { rows: [], problems: [parsed] };
  const [header, ...data] = parsed;
  if (!header) return { rows: [], problems: [{ line: 1, column: null, message: 'the file is empty' }] };
  const problems: ImportProblem[] = [];
  const keys: (ColumnKey | null)[] = header.fields.map((name) => {
    const n = name.trim().toLowerCase().replace(/\s+/g, ' ');
    const key = (Object.keys(COLUMNS) as ColumnKey[]).find((k) =>
      (COLUMNS[k] as readonly string[]).includes(n),
    );
    return key ?? null;
  });
  keys.forEach((k, i) => {
    if (k !== null && keys.indexOf(k) !== i)
      problems.push({ line: 1, column: header.fields[i] ?? null, message: 'names a column already given' });
  });
  if (!keys.includes('projectName'))
    problems.push({
      line: 1,
      column: null,
      message: 'no "project name" column (the header must name one; see the columns in the README)',
    });
  const rows: CsvRow[] = [];
  for (const r of data) {
    if (r.fields.length > header.fields.length) {
      problems.push({
        line: r.line,
        column: null,
        message: `has ${r.fields.length} fields, the header names ${header.fields.length}`,
      });
      continue;
    }
    const fields: CsvRow['fields'] = {};
    keys.forEach((k, i) => {
      const v = r.fields[i]?.trim();
      if (k !== null && v) fields[k] = v;
    });
    rows.push({ line: r.line, fields });
  }
  return { rows, problems };
}
