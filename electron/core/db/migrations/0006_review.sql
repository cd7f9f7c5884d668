-- Issue 14 (admins review the team locally): which projects the user reviews. By default the
-- projects whose manager is the signed-in account; a mark adds a project (reviewed = 1, "starred")
-- or leaves out one the user manages (reviewed = 0). Team entries stay in project_timesheets and
-- project_expenses (0005), apart from the user's own: nothing of another consultant is ever queued.

CREATE TABLE review_marks (
  project_id INTEGER PRIMARY KEY,
  reviewed   INTEGER NOT NULL CHECK (reviewed IN (0, 1)),
  marked_at  TEXT NOT NULL
) STRICT;

-- A consultant's week across projects ("who has not booked", usual hours).
CREATE INDEX project_timesheets_account_from ON project_timesheets (account_id, date_from);
