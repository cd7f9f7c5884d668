-- Issue 16 point 4: week submission. With the setting on, a new timesheet's queued create is held
-- here (push skips it) until its week is submitted; deleting the change drops its hold.
CREATE TABLE outbox_holds (
  outbox_id INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE
) STRICT;
-- The weeks submitted (by their Monday, yyyy-mm-dd) and when they were last submitted.
CREATE TABLE week_submissions (
  week_start   TEXT PRIMARY KEY,
  submitted_at TEXT NOT NULL
) STRICT;
