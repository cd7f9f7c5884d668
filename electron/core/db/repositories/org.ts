import type { Db } from '../connection';

/*
 * The organization's settings and reference data: settings, project stages, business units,
 * project types, currencies, roles, contract templates and contract lines. Row types mirror the
 * columns (money and rates in units of 1e-4, currency rates in units of 1e-6).
 */

export interface BusinessUnitRow {
  id: bigint;
  name: string;
  is_main: 0 | 1;
}
export interface ProjectTypeRow {
  id: bigint;
  name: string;
}
export interface CurrencyRow {
  code: string;
  /** Units of 1e-6 of the base currency for one unit of this currency. */
  rate_to_base: number;
}
export interface RoleRow {
  id: bigint;
  name: string;
  /** Units of 1e-4. */
  sales_rate: bigint;
  /** Units of 1e-4. */
  cost_rate: bigint;
}
export interface ContractTemplateRow {
  id: bigint;
  name: string;
  currency_code: string;
}
export type ContractLineKind = 'time' | 'expense' | 'fixed';
export interface ContractLineRow {
  id: bigint;
  /** The template the line belongs to, or (for a project line) the template it was copied from. */
  template_id: bigint | null;
  /** Null for a template line; the project for a project line. */
  project_id: bigint | null;
  group_number: number;
  line_number: number;
  name: string;
  description: string | null;
  kind: ContractLineKind;
  gl_account: string | null;
  /** Units of 1e-4 percent: 21% is 210000. */
  tax_percentage: bigint;
  tax_name: string | null;
  tax_code: string | null;
}
type OptionalLineText = 'description' | 'gl_account' | 'tax_name' | 'tax_code';
/** A line to insert: the id and the optional texts may be left out. */
export type NewContractLine = Omit<ContractLineRow, 'id' | OptionalLineText> &
  Partial<Pick<ContractLineRow, OptionalLineText>> & { id?: bigint | undefined };

// ---------- settings ----------

/** The value of a setting, or undefined when it is not set. */
export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

/** Sets (inserts or replaces) a setting. */
export function setSetting(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** The organization's base currency code; EUR when the setting is absent. */
export function getBaseCurrency(db: Db): string {
  return getSetting(db, 'base_currency') ?? 'EUR';
}

// ---------- project stages ----------

/** The organization's project stages, in position order. */
export function listStages(db: Db): string[] {
  const rows = db.prepare('SELECT name FROM project_stages ORDER BY position, name').all() as {
    name: string;
  }[];
  return rows.map((r) => r.name);
}

/** The stage matching `name` case-insensitively, in the organization's canonical spelling. */
export function findStage(db: Db, name: string): string | undefined {
  const row = db.prepare('SELECT name FROM project_stages WHERE name = ?').get(name.trim()) as
    { name: string } | undefined;
  return row?.name;
}

/** Inserts or repositions a stage (the stored spelling is kept when it exists). */
export function upsertStage(db: Db, name: string, position: number): void {
  db.prepare(
    'INSERT INTO project_stages (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
  ).run(name, position);
}

// ---------- business units, project types ----------

/** A business unit by id. */
export function getBusinessUnit(db: Db, id: bigint): BusinessUnitRow | undefined {
  return db.prepare('SELECT id, name, is_main FROM business_units WHERE id = ?').get(id) as
    BusinessUnitRow | undefined;
}

/** The main business unit, if one is marked. */
export function getMainBusinessUnit(db: Db): BusinessUnitRow | undefined {
  return db.prepare('SELECT id, name, is_main FROM business_units WHERE is_main = 1').get() as
    BusinessUnitRow | undefined;
}

/** All business units by id. */
export function listBusinessUnits(db: Db): BusinessUnitRow[] {
  return db.prepare('SELECT id, name, is_main FROM business_units ORDER BY id').all() as BusinessUnitRow[];
}

/** Inserts or updates a business unit by id. */
export function upsertBusinessUnit(db: Db, row: BusinessUnitRow): void {
  db.prepare(
    `INSERT INTO business_units (id, name, is_main) VALUES (@id, @name, @is_main)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, is_main = excluded.is_main`,
  ).run(row);
}

/** A project type by id. */
export function getProjectType(db: Db, id: bigint): ProjectTypeRow | undefined {
  return db.prepare('SELECT id, name FROM project_types WHERE id = ?').get(id) as ProjectTypeRow | undefined;
}

/** Inserts or updates a project type by id. */
export function upsertProjectType(db: Db, row: ProjectTypeRow): void {
  db.prepare(
    'INSERT INTO project_types (id, name) VALUES (@id, @name) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
  ).run(row);
}

// ---------- currencies ----------

/** The rate of a currency to the base currency in units of 1e-6, or undefined when unknown. */
export function getCurrencyRate(db: Db, code: string): number | undefined {
  const row = db.prepare('SELECT rate_to_base FROM currencies WHERE code = ?').get(code.toUpperCase()) as
    { rate_to_base: number } | undefined;
  return row?.rate_to_base;
}

/** All currencies by code. */
export function listCurrencies(db: Db): CurrencyRow[] {
  return db.prepare('SELECT code, rate_to_base FROM currencies ORDER BY code').all() as CurrencyRow[];
}

/** Inserts or updates a currency rate. */
export function upsertCurrency(db: Db, row: CurrencyRow): void {
  db.prepare(
    `INSERT INTO currencies (code, rate_to_base) VALUES (@code, @rate_to_base)
     ON CONFLICT (code) DO UPDATE SET rate_to_base = excluded.rate_to_base`,
  ).run(row);
}

// ---------- roles ----------

/** A role by id. */
export function getRole(db: Db, id: bigint): RoleRow | undefined {
  return db.prepare('SELECT id, name, sales_rate, cost_rate FROM roles WHERE id = ?').get(id) as
    RoleRow | undefined;
}

/** All roles by id. */
export function listRoles(db: Db): RoleRow[] {
  return db.prepare('SELECT id, name, sales_rate, cost_rate FROM roles ORDER BY id').all() as RoleRow[];
}

/** Inserts or updates a role by id. */
export function upsertRole(db: Db, row: RoleRow): void {
  db.prepare(
    `INSERT INTO roles (id, name, sales_rate, cost_rate) VALUES (@id, @name, @sales_rate, @cost_rate)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, sales_rate = excluded.sales_rate, cost_rate = excluded.cost_rate`,
  ).run(row);
}

// ---------- contract templates and lines ----------

/** A contract template by id. */
export function getContractTemplate(db: Db, id: bigint): ContractTemplateRow | undefined {
  return db.prepare('SELECT id, name, currency_code FROM contract_templates WHERE id = ?').get(id) as
    ContractTemplateRow | undefined;
}

/** All contract templates by id. */
export function listContractTemplates(db: Db): ContractTemplateRow[] {
  return db
    .prepare('SELECT id, name, currency_code FROM contract_templates ORDER BY id')
    .all() as ContractTemplateRow[];
}

/** Inserts or updates a contract template by id. */
export function upsertContractTemplate(db: Db, row: ContractTemplateRow): void {
  db.prepare(
    `INSERT INTO contract_templates (id, name, currency_code) VALUES (@id, @name, @currency_code)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, currency_code = excluded.currency_code`,
  ).run(row);
}

const LINE_COLUMNS =
  'id, template_id, project_id, group_number, line_number, name, description, kind, gl_account, tax_percentage, tax_name, tax_code';

/** The lines of a template (not the project copies), in template order. */
export function listTemplateLines(db: Db, templateId: bigint): ContractLineRow[] {
  return db
    .prepare(
      `SELECT ${LINE_COLUMNS} FROM contract_lines WHERE template_id = ? AND project_id IS NULL ORDER BY id`,
    )
    .all(templateId) as ContractLineRow[];
}

/** A contract line (template or project line) by id. */
export function getContractLine(db: Db, id: bigint): ContractLineRow | undefined {
  return db.prepare(`SELECT ${LINE_COLUMNS} FROM contract_lines WHERE id = ?`).get(id) as
    ContractLineRow | undefined;
}

/** A project's own contract lines, in the order they were added. */
export function listProjectContractLines(db: Db, projectId: bigint): ContractLineRow[] {
  return db
    .prepare(`SELECT ${LINE_COLUMNS} FROM contract_lines WHERE project_id = ? ORDER BY id`)
    .all(projectId) as ContractLineRow[];
}

/** Inserts a contract line; with an id, inserts or updates that line. Returns the id. */
export function upsertContractLine(db: Db, line: NewContractLine): bigint {
  const row = {
    ...line,
    id: line.id ?? null,
    description: line.description ?? null,
    gl_account: line.gl_account ?? null,
    tax_name: line.tax_name ?? null,
    tax_code: line.tax_code ?? null,
  };
  const result = db
    .prepare(
      `INSERT INTO contract_lines (${LINE_COLUMNS})
       VALUES (@id, @template_id, @project_id, @group_number, @line_number, @name, @description, @kind,
               @gl_account, @tax_percentage, @tax_name, @tax_code)
       ON CONFLICT (id) DO UPDATE SET template_id = excluded.template_id, project_id = excluded.project_id,
         group_number = excluded.group_number, line_number = excluded.line_number, name = excluded.name,
         description = excluded.description, kind = excluded.kind, gl_account = excluded.gl_account,
         tax_percentage = excluded.tax_percentage, tax_name = excluded.tax_name, tax_code = excluded.tax_code`,
    )
    .run(row);
  return line.id ?? BigInt(result.lastInsertRowid);
}

/** Whether the project already holds lines copied from the template. */
export function hasTemplateLines(db: Db, projectId: bigint, templateId: bigint): boolean {
  return (
    db
      .prepare('SELECT 1 FROM contract_lines WHERE project_id = ? AND template_id = ? LIMIT 1')
      .get(projectId, templateId) !== undefined
  );
}

/**
 * Copies the template's lines to the project as new project lines (template_id keeps the source).
 * Group numbers continue after the project's existing groups so line numbers stay distinct.
 * `newId` gives each new line its id (SQLite's next rowid when absent). Returns the new ids.
 */
export function copyTemplateLinesToProject(
  db: Db,
  templateId: bigint,
  projectId: bigint,
  newId?: () => bigint,
): bigint[] {
  const existing = listProjectContractLines(db, projectId);
  const offset = existing.reduce((max, l) => Math.max(max, l.group_number), 0);
  return listTemplateLines(db, templateId).map((line) =>
    upsertContractLine(db, {
      ...line,
      id: newId?.(),
      project_id: projectId,
      group_number: line.group_number + offset,
    }),
  );
}
