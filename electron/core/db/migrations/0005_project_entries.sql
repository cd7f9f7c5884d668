-- Issue 13 point 4 (names, not ids) and issue 14 (admins review the team locally): read-only copies
-- of every account's recent timesheets and expenses of the projects one can book on, pulled per
-- project (GET /timesheets?projectid=N, GET /expenses?projectid=N over a window). They sit apart
-- from the user's own entries: nothing here is ever queued or pushed, and no replica table refers
-- to them. Units as in the replica (hours 10^-4, money 10^-8).

CREATE TABLE project_timesheets (
  id                 INTEGER PRIMARY KEY,
  project_id         INTEGER NOT NULL,
  account_id         INTEGER NOT NULL,
  account_name       TEXT,
  contract_line_id   INTEGER,
  contract_line_name TEXT,
  role_id            INTEGER,
  role_name          TEXT,
  date_from          TEXT NOT NULL,
  date_to            TEXT NOT NULL,
  hours              INTEGER NOT NULL,
  description        TEXT,
  approved_pm_at     TEXT,
  approved_tl_at     TEXT,
  invoice_number     TEXT,
  sales_rate         INTEGER,
  pulled_at          TEXT NOT NULL
) STRICT;
CREATE INDEX project_timesheets_project_from ON project_timesheets (project_id, date_from, id);
CREATE INDEX project_timesheets_line ON project_timesheets (contract_line_id);
CREATE INDEX project_timesheets_role ON project_timesheets (role_id);

CREATE TABLE project_expenses (
  id                 INTEGER PRIMARY KEY,
  project_id         INTEGER NOT NULL,
  account_id         INTEGER NOT NULL,
  account_name       TEXT,
  contract_line_id   INTEGER,
  contract_line_name TEXT,
  expense_date       TEXT NOT NULL,
  description        TEXT,
  amount_ex_vat      INTEGER NOT NULL,
  vat_amount         INTEGER,
  total_amount       INTEGER NOT NULL,
  approved_at        TEXT,
  invoice_number     TEXT,
  pulled_at          TEXT NOT NULL
) STRICT;
CREATE INDEX project_expenses_project_date ON project_expenses (project_id, expense_date, id);
CREATE INDEX project_expenses_line ON project_expenses (contract_line_id);

-- When each project's entries were last pulled (at most hourly; least recently pulled first) and
-- whether that pull failed.
CREATE TABLE project_pulls (
  project_id  INTEGER PRIMARY KEY,
  pulled_at   TEXT NOT NULL,
  window_from TEXT NOT NULL,
  window_to   TEXT NOT NULL,
  complete    INTEGER NOT NULL DEFAULT 1 CHECK (complete IN (0, 1)),
  error       TEXT
) STRICT;

-- A contract line or role the remote refused for a project: never suggested again there.
CREATE TABLE rejected_choices (
  project_id  INTEGER NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('line', 'role')),
  choice_id   INTEGER NOT NULL,
  rejected_at TEXT NOT NULL,
  reason      TEXT,
  PRIMARY KEY (project_id, kind, choice_id)
) STRICT;
