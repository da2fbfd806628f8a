-- What an admin's Account page shows of each of their sessions (docs/product.md#account): an id
-- to name it by that is neither the cookie's token nor its hash, the browser (a short summary of
-- its User-Agent) and the client address it was last used from.
ALTER TABLE sessions
  ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN browser text NOT NULL DEFAULT '',
  ADD COLUMN address text NOT NULL DEFAULT '';

CREATE UNIQUE INDEX sessions_public_id_idx ON sessions (public_id);
