-- The PSA domain. Money and rates are INTEGER units of 10^-4, hours INTEGER units of 10^-2 (rescaled
-- to 10^-8 and 10^-4 by 0004_exact_scales.sql)
-- (decision 9: exact, no binary floating point). Date-times are TEXT yyyy-mm-ddThh:mm:ss.sssZ,
-- which sorts in time order. Foreign keys cascade on update so that a provisional identifier
-- (negative, given offline) can be remapped to the remote's identifier in one statement.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE project_stages (
  name     TEXT PRIMARY KEY COLLATE NOCASE,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE business_units (
  id      INTEGER PRIMARY KEY,
  name    TEXT NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX business_units_one_main ON business_units (is_main) WHERE is_main = 1;

CREATE TABLE project_types (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE currencies (
  code         TEXT PRIMARY KEY,
  -- Units of 10^-6 of the base currency for one unit of this currency.
  rate_to_base INTEGER NOT NULL CHECK (rate_to_base > 0)
) STRICT;

CREATE TABLE roles (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  sales_rate INTEGER NOT NULL DEFAULT 0,
  cost_rate  INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE contract_templates (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  currency_code TEXT NOT NULL
) STRICT;

-- Lines of a contract template (project_id NULL) or of a project's contract (copied from a template).
CREATE TABLE contract_lines (
  id             INTEGER PRIMARY KEY,
  template_id    INTEGER REFERENCES contract_templates (id) ON UPDATE CASCADE,
  project_id     INTEGER REFERENCES projects (id) ON UPDATE CASCADE ON DELETE CASCADE,
  group_number   INTEGER NOT NULL DEFAULT 1,
  line_number    INTEGER NOT NULL DEFAULT 1,
  name           TEXT NOT NULL,
  description    TEXT,
  kind           TEXT NOT NULL CHECK (kind IN ('time', 'expense', 'fixed')),
  gl_account     TEXT,
  tax_percentage INTEGER NOT NULL DEFAULT 0,
  tax_name       TEXT,
  tax_code       TEXT
) STRICT;
CREATE INDEX contract_lines_project ON contract_lines (project_id);
CREATE INDEX contract_lines_template ON contract_lines (template_id);

CREATE TABLE accounts (
  id                    INTEGER PRIMARY KEY,
  name                  TEXT NOT NULL,
  email                 TEXT NOT NULL COLLATE NOCASE,
  business_unit_id      INTEGER REFERENCES business_units (id),
  is_admin              INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  api_enabled           INTEGER NOT NULL DEFAULT 1 CHECK (api_enabled IN (0, 1)),
  is_project_manager    INTEGER NOT NULL DEFAULT 0 CHECK (is_project_manager IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX accounts_email ON accounts (email);

-- API keys are stored as SHA-256 hashes, never in plain text.
CREATE TABLE api_keys (
  id         INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key_hash   TEXT NOT NULL UNIQUE,
  label      TEXT,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE companies (
  id                  INTEGER PRIMARY KEY,
  name                TEXT NOT NULL,
  registration_number TEXT,
  tax_number          TEXT,
  phone               TEXT,
  street              TEXT,
  postal_code         TEXT,
  city                TEXT,
  country             TEXT,
  country_code        TEXT,
  external_id         TEXT
) STRICT;
CREATE INDEX companies_name ON companies (name COLLATE NOCASE);

CREATE TABLE contacts (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER REFERENCES companies (id) ON UPDATE CASCADE,
  first_name  TEXT,
  last_name   TEXT NOT NULL,
  email       TEXT NOT NULL,
  salutation  TEXT,
  phone       TEXT,
  job_title   TEXT,
  external_id TEXT
) STRICT;
CREATE INDEX contacts_company ON contacts (company_id);
CREATE INDEX contacts_email ON contacts (email COLLATE NOCASE);

CREATE TABLE projects (
  id                   INTEGER PRIMARY KEY,
  name                 TEXT NOT NULL,
  stage                TEXT NOT NULL,
  project_number       TEXT,
  company_id           INTEGER REFERENCES companies (id) ON UPDATE CASCADE,
  contact_id           INTEGER REFERENCES contacts (id) ON UPDATE CASCADE ON DELETE SET NULL,
  start_date           TEXT,
  deal_amount          INTEGER,
  project_type_id      INTEGER,
  currency_code        TEXT NOT NULL,
  business_unit_id     INTEGER,
  project_manager_id   INTEGER,
  contract_template_id INTEGER,
  external_deal_id     INTEGER,
  -- Names kept for records pulled from a remote, where the referenced rows may be absent.
  project_manager_name TEXT,
  company_name         TEXT
) STRICT;
CREATE UNIQUE INDEX projects_number ON projects (project_number) WHERE project_number IS NOT NULL;
CREATE INDEX projects_name ON projects (name COLLATE NOCASE);
CREATE INDEX projects_stage ON projects (stage COLLATE NOCASE);

CREATE TABLE plans (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  crm_deal_id INTEGER,
  stage       TEXT NOT NULL,
  start_date  TEXT,
  end_date    TEXT,
  project_id  INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE task_lists (
  id       INTEGER PRIMARY KEY,
  plan_id  INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;
CREATE INDEX task_lists_plan ON task_lists (plan_id);

CREATE TABLE tasks (
  id           INTEGER PRIMARY KEY,
  task_list_id INTEGER NOT NULL REFERENCES task_lists (id) ON DELETE CASCADE,
  title        TEXT NOT NULL,
  description  TEXT,
  due_date     TEXT,
  start_date   TEXT,
  priority     TEXT NOT NULL DEFAULT 'None',
  order_number INTEGER NOT NULL,
  status       TEXT NOT NULL DEFAULT 'To_Do',
  is_milestone INTEGER NOT NULL DEFAULT 0,
  effort       INTEGER,
  hours_booked INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX tasks_list ON tasks (task_list_id);

CREATE TABLE task_assignees (
  task_id       INTEGER NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  account_id    INTEGER NOT NULL,
  account_name  TEXT,
  account_email TEXT,
  PRIMARY KEY (task_id, account_id)
) STRICT;

CREATE TABLE invoices (
  id                 INTEGER PRIMARY KEY,
  number             TEXT,
  name               TEXT NOT NULL,
  invoice_date       TEXT,
  due_date           TEXT,
  note               TEXT,
  status             TEXT NOT NULL CHECK (status IN ('Draft', 'Approved', 'Sent', 'Paid', 'Void')),
  project_id         INTEGER,
  customer_id        INTEGER,
  customer_name      TEXT,
  contact_id         INTEGER,
  contact_name       TEXT,
  contact_email      TEXT,
  currency_code      TEXT NOT NULL,
  total_ex           INTEGER NOT NULL DEFAULT 0,
  total_inc          INTEGER NOT NULL DEFAULT 0,
  total_ex_base      INTEGER NOT NULL DEFAULT 0,
  total_inc_base     INTEGER NOT NULL DEFAULT 0,
  external_id        TEXT,
  pdf                BLOB
) STRICT;
CREATE UNIQUE INDEX invoices_number ON invoices (number COLLATE NOCASE) WHERE number IS NOT NULL;
CREATE INDEX invoices_status ON invoices (status);

CREATE TABLE invoice_lines (
  id             INTEGER PRIMARY KEY,
  invoice_id     INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position       INTEGER NOT NULL,
  line_number    TEXT,
  name           TEXT,
  description    TEXT,
  gl_account     TEXT,
  tax_percentage INTEGER,
  tax_name       TEXT,
  tax_code       TEXT,
  total_ex       INTEGER NOT NULL,
  total_inc      INTEGER NOT NULL,
  total_ex_base  INTEGER NOT NULL,
  total_inc_base INTEGER NOT NULL
) STRICT;
CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_id);

CREATE TABLE invoice_detail_lines (
  id            INTEGER PRIMARY KEY,
  line_id       INTEGER NOT NULL REFERENCES invoice_lines (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  account_id    INTEGER,
  account_name  TEXT,
  business_unit TEXT,
  date          TEXT,
  description   TEXT,
  hours         INTEGER,
  rate          INTEGER,
  rate_base     INTEGER,
  total         INTEGER NOT NULL,
  total_base    INTEGER NOT NULL
) STRICT;
CREATE INDEX invoice_detail_lines_line ON invoice_detail_lines (line_id);

CREATE TABLE timesheets (
  id                INTEGER PRIMARY KEY,
  account_id        INTEGER NOT NULL,
  project_id        INTEGER NOT NULL REFERENCES projects (id) ON UPDATE CASCADE,
  contract_line_id  INTEGER,
  role_id           INTEGER,
  task_id           INTEGER,
  date_from         TEXT NOT NULL,
  date_to           TEXT NOT NULL,
  hours             INTEGER NOT NULL,
  description       TEXT,
  created_at        TEXT NOT NULL,
  changed_at        TEXT NOT NULL,
  approved_pm_at    TEXT,
  approved_tl_at    TEXT,
  sales_rate        INTEGER,
  cost_rate         INTEGER,
  public_holiday    INTEGER NOT NULL DEFAULT 0,
  invoice_id        INTEGER REFERENCES invoices (id) ON DELETE SET NULL,
  -- Names and invoice numbers as a remote reported them (replica); the server derives its own.
  account_name           TEXT,
  project_name           TEXT,
  contract_line_name     TEXT,
  role_name              TEXT,
  company_name           TEXT,
  invoice_number         TEXT,
  external_invoice_number TEXT
) STRICT;
CREATE INDEX timesheets_project_from ON timesheets (project_id, date_from, id);
CREATE INDEX timesheets_account_from ON timesheets (account_id, date_from, id);
CREATE INDEX timesheets_invoice ON timesheets (invoice_id);

CREATE TABLE expenses (
  id                INTEGER PRIMARY KEY,
  account_id        INTEGER NOT NULL,
  project_id        INTEGER NOT NULL REFERENCES projects (id) ON UPDATE CASCADE,
  contract_line_id  INTEGER,
  description       TEXT,
  amount_ex_vat     INTEGER NOT NULL,
  vat_amount        INTEGER,
  total_amount      INTEGER NOT NULL,
  expense_date      TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  approved_at       TEXT,
  invoice_id        INTEGER REFERENCES invoices (id) ON DELETE SET NULL,
  project_name           TEXT,
  contract_line_name     TEXT,
  invoice_number         TEXT,
  external_invoice_number TEXT
) STRICT;
CREATE INDEX expenses_project_date ON expenses (project_id, expense_date, id);
CREATE INDEX expenses_account_date ON expenses (account_id, expense_date, id);
CREATE INDEX expenses_invoice ON expenses (invoice_id);
