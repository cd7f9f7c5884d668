-- The local replica's sync bookkeeping. A local change and its outbox row commit in one transaction.

CREATE TABLE outbox (
  id              INTEGER PRIMARY KEY,
  -- The endpoint name of the change (createTimesheet, updateCompany, markInvoicePaid, ...).
  endpoint        TEXT NOT NULL,
  -- The local table and row the change is about; a create's row has a provisional (negative) id.
  entity          TEXT NOT NULL,
  local_id        INTEGER NOT NULL,
  -- The request to send, {query, body}, as JSON; provisional ids inside are remapped on success.
  request         TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'rejected', 'done')),
  -- 1 when an earlier attempt may have reached the remote: look the record up before re-sending.
  needs_lookup    INTEGER NOT NULL DEFAULT 0 CHECK (needs_lookup IN (0, 1)),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error      TEXT,
  last_error_code TEXT,
  last_status     INTEGER,
  remote_id       INTEGER,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
) STRICT;
CREATE INDEX outbox_state ON outbox (state, id);
CREATE INDEX outbox_entity ON outbox (entity, local_id);

-- Remote identifiers this replica created or adopted: a lookup never adopts one of these twice.
CREATE TABLE remote_claims (
  entity    TEXT NOT NULL,
  remote_id INTEGER NOT NULL,
  outbox_id INTEGER,
  PRIMARY KEY (entity, remote_id)
) STRICT;

-- Every push attempt and pull step, for the sync center and for diagnosis.
CREATE TABLE sync_attempts (
  id        INTEGER PRIMARY KEY,
  run_id    INTEGER,
  outbox_id INTEGER,
  at        TEXT NOT NULL,
  action    TEXT NOT NULL,
  outcome   TEXT NOT NULL,
  status    INTEGER,
  message   TEXT
) STRICT;
CREATE INDEX sync_attempts_outbox ON sync_attempts (outbox_id);

CREATE TABLE sync_runs (
  id          INTEGER PRIMARY KEY,
  started_at  TEXT NOT NULL,
  finished_at TEXT,
  outcome     TEXT,
  pushed      INTEGER NOT NULL DEFAULT 0,
  pulled      INTEGER NOT NULL DEFAULT 0,
  rejected    INTEGER NOT NULL DEFAULT 0,
  message     TEXT
) STRICT;

-- One sync at a time per data folder, across processes: the holder's pid and a heartbeat.
CREATE TABLE sync_lock (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  owner        TEXT NOT NULL,
  pid          INTEGER NOT NULL,
  heartbeat_at TEXT NOT NULL
) STRICT;

-- Replica settings: remote URL, account, pull window, last sync time.
CREATE TABLE replica_settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
