-- Browsers an account has signed in from (docs/product.md, "Sign-in throttling"): a sign-in from
-- one of them is not held back by other people's failures from the same address. Only the
-- sha256 of the cookie token is stored, as for sessions.
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);

CREATE INDEX trusted_devices_user_id_idx ON trusted_devices (user_id);

-- Attempts are now counted per account and address ('pair:<email>|<address>') and per address
-- ('ip:<address>'); rows under the former per-email keys are simply never read again.
DELETE FROM sign_in_attempts WHERE key LIKE 'email:%';
