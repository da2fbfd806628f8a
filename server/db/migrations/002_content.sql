-- Site content: uploaded files, heroes (with their tier history), codes, guides and media slots.

-- Image bytes live in the database: one store, one backup, shared by instances.
CREATE TABLE files (
  path text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  thumbnail bytea NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE heroes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  tier text NOT NULL,
  description text NOT NULL DEFAULT '',
  stats jsonb NOT NULL DEFAULT '{}',
  recommended_talisman jsonb NOT NULL DEFAULT '[]',
  recommended_spirit jsonb NOT NULL DEFAULT '[]',
  recommended_rune jsonb NOT NULL DEFAULT '[]',
  recommended_codex jsonb NOT NULL DEFAULT '[]',
  recommended_pet jsonb NOT NULL DEFAULT '[]',
  image_path text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Deleting or replacing a file first asks whether a hero still shows it.
CREATE INDEX heroes_image_path_idx ON heroes (image_path);

CREATE TABLE hero_tier_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hero_id text NOT NULL REFERENCES heroes (id) ON DELETE CASCADE,
  from_tier text NOT NULL,
  to_tier text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX hero_tier_changes_hero_id_at_idx ON hero_tier_changes (hero_id, at, id);

CREATE TABLE codes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  code text NOT NULL,
  never_expires boolean NOT NULL DEFAULT false,
  expiration_date timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (never_expires OR expiration_date IS NOT NULL)
);

-- Visitors' list filters and sorts by expiry.
CREATE INDEX codes_expiration_date_idx ON codes (expiration_date);

CREATE TABLE guides (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  title text NOT NULL,
  content text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE INDEX guides_created_at_idx ON guides (created_at DESC);

-- Only slots an admin has set have a row; the others show a generated placeholder.
CREATE TABLE media_slots (
  slot_id text PRIMARY KEY,
  image_path text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_slots_image_path_idx ON media_slots (image_path);
