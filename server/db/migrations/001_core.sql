-- Accounts, sessions, sign-in throttling and small settings documents.

CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- Stored lower-cased so look-ups and the unique constraint ignore case.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  display_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NULL
);

-- Only the sha256 of the cookie token is stored, so a copy of the database holds no live cookies.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Sign-in throttling lives in the database so several server instances share the counts.
-- Each attempt adds one row per key ('email:<address>' and 'ip:<address>'), sharing attempt_id.
CREATE TABLE sign_in_attempts (
  attempt_id text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX sign_in_attempts_key_at_idx ON sign_in_attempts (key, at);

CREATE INDEX sign_in_attempts_at_idx ON sign_in_attempts (at);

CREATE INDEX sign_in_attempts_attempt_id_idx ON sign_in_attempts (attempt_id);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
