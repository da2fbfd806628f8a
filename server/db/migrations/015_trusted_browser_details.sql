-- What an admin's Account page shows of each browser trusted for sign-in (docs/product.md#account):
-- an id to name it by that is neither the cookie's token nor its hash, and the browser (a short
-- summary of its User-Agent) as it last signed in.
ALTER TABLE trusted_devices
  ADD COLUMN public_id text NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN browser text NOT NULL DEFAULT '';

CREATE UNIQUE INDEX trusted_devices_public_id_idx ON trusted_devices (public_id);
