-- OAuth 2.0 sign-in of the reference server (decision 24). The replica shares the migrations and
-- leaves these tables empty: nothing of the app side reads or writes them. Secrets, codes and
-- tokens are stored only as hashes; the accounts table itself is left as it is, so the replica's
-- copy of the accounts is untouched.

-- Account passwords for the consent page: scrypt with a per-account salt (see passwords.ts).
CREATE TABLE account_passwords (
  account_id    INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL
) STRICT;

-- Registered client applications: the client id is public, the secret kept as SHA-256 hex.
CREATE TABLE oauth_clients (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  -- The scopes the client may ask for, separated by single spaces.
  scopes      TEXT NOT NULL,
  created_at  TEXT NOT NULL
) STRICT;

-- Redirect URLs a client registered (https, or http on a loopback address whose port may vary).
CREATE TABLE oauth_redirect_uris (
  client_id TEXT NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  uri       TEXT NOT NULL,
  PRIMARY KEY (client_id, uri)
) STRICT;

-- One per exchanged authorization code: every access and refresh token descends from one grant,
-- and revoking the grant (code or refresh token reuse) kills the whole family.
CREATE TABLE oauth_grants (
  id         INTEGER PRIMARY KEY,
  client_id  TEXT NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  scopes     TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;

-- Authorization codes (single use, 10 minutes), by SHA-256 hex of the code. Times are epoch ms.
CREATE TABLE oauth_codes (
  code_hash      TEXT PRIMARY KEY,
  client_id      TEXT NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  account_id     INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  redirect_uri   TEXT NOT NULL,
  scopes         TEXT NOT NULL,
  -- PKCE S256 challenge (base64url); NULL when the request sent none.
  code_challenge TEXT,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER,
  -- The grant its exchange started, so that a replayed code can revoke it.
  grant_id       INTEGER REFERENCES oauth_grants (id) ON DELETE SET NULL
) STRICT;

-- Access and refresh tokens, by SHA-256 hex. A refresh token is used once (used_at set on rotation).
CREATE TABLE oauth_tokens (
  token_hash TEXT PRIMARY KEY,
  grant_id   INTEGER NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  scopes     TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
) STRICT;
CREATE INDEX oauth_tokens_grant ON oauth_tokens (grant_id);
CREATE INDEX oauth_tokens_expiry ON oauth_tokens (expires_at);
CREATE INDEX oauth_codes_expiry ON oauth_codes (expires_at);
