-- Issue 15 point 1: receipts, files attached to the user's expenses and kept only in this data
-- folder (the PSA API has no attachment field). The bytes live in <dataDir>/receipts/<sha256>
-- (content-addressed: the same file is stored once, removed when no row names it any more).
--
-- expense_id follows the expense through the provisional-to-remote id swap: ON UPDATE CASCADE when
-- the row moves (replica.moveRow), and moveRow's merge moves it explicitly (REFERENCES). When the
-- expense row is deleted (Delete with Undo, a discarded create, a record gone from a pull) the
-- receipt is never lost: the trigger below notes which expense it belonged to and when, and the
-- foreign key sets expense_id to NULL (so no delete, and no pull, fails because of a receipt).
-- AUTOINCREMENT: a receipt id is never reused, so an Undo can name exactly the ones to re-link.

CREATE TABLE receipts (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  expense_id           INTEGER REFERENCES expenses (id) ON UPDATE CASCADE ON DELETE SET NULL,
  detached_expense_id  INTEGER,
  detached_at          TEXT,
  sha256               TEXT NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*'),
  name                 TEXT NOT NULL,
  media_type           TEXT NOT NULL,
  size                 INTEGER NOT NULL CHECK (size > 0),
  added_at             TEXT NOT NULL
) STRICT;
CREATE INDEX receipts_expense ON receipts (expense_id, id);
CREATE INDEX receipts_sha256 ON receipts (sha256);

CREATE TRIGGER expenses_detach_receipts BEFORE DELETE ON expenses
BEGIN
  UPDATE receipts SET detached_expense_id = OLD.id, detached_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE expense_id = OLD.id;
END;
