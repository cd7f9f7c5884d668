-- Issue 15 point 2: expense categories with units. The PSA API has one expense shape (amounts,
-- date, contract line, description), so what an amount was computed from stays here, keyed by the
-- expense. The keys cascade: a provisional id swapped for the remote's (UPDATE expenses SET id)
-- carries the details along, a pull re-storing the row (an upsert, never a delete) leaves them, and
-- deleting the expense (discard, the pull's deletions) removes them. moveRow's merge (the remote
-- record was pulled before the create's answer) moves them explicitly (replica.ts OWNED).
-- Numbers are canonical decimal text ("142", "0.23"): exact, and read back as they were written.

CREATE TABLE expense_details (
  expense_id        INTEGER PRIMARY KEY REFERENCES expenses (id) ON UPDATE CASCADE ON DELETE CASCADE,
  category          TEXT NOT NULL CHECK (category IN ('mileage', 'perDiem')),
  -- mileage: distance in km, round trip (distance counted twice), places, rate per km, VAT % included
  km                TEXT,
  round_trip        INTEGER CHECK (round_trip IN (0, 1)),
  place_from        TEXT,
  place_to          TEXT,
  km_rate           TEXT,
  vat_rate          TEXT,
  -- per diem: days, country, daily rate and its currency (null: the project's)
  days              TEXT,
  country           TEXT,
  day_rate          TEXT,
  currency          TEXT,
  -- The description the core wrote for an empty one: an edit that keeps it gets a fresh one.
  auto_description  TEXT,
  CHECK (category <> 'mileage' OR (km IS NOT NULL AND round_trip IS NOT NULL AND km_rate IS NOT NULL)),
  CHECK (category <> 'perDiem' OR (days IS NOT NULL AND country IS NOT NULL AND day_rate IS NOT NULL))
) STRICT;

-- The contract line the user picked for a project and category, preselected next time.
CREATE TABLE expense_category_lines (
  project_id        INTEGER NOT NULL REFERENCES projects (id) ON UPDATE CASCADE ON DELETE CASCADE,
  category          TEXT NOT NULL CHECK (category IN ('amount', 'mileage', 'perDiem')),
  contract_line_id  INTEGER NOT NULL,
  PRIMARY KEY (project_id, category)
) STRICT;
