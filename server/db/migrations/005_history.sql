-- History and trash (docs/product.md#history-and-trash).
--
-- Every version of a hero, code, guide, the guild table and a media slot that was written through
-- the site is a row of `revisions`, written in the same transaction as the change: who, when, what
-- happened and the content as the admin wrote it. A delete and a purge are rows too (without new
-- content), so the activity page is this table, newest first.
CREATE TABLE revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection text NOT NULL,
  item_id text NOT NULL,
  item_version integer NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'restored', 'deleted', 'purged')),
  -- The item's name when this happened (a hero's name, a guide's title…), for the activity page.
  label text NOT NULL,
  -- The admin's email, kept as it was: the account may be renamed or removed since.
  author text NOT NULL,
  -- Milliseconds, as the API's ISO times carry them: the activity pages by (at, id).
  at timestamptz(3) NOT NULL DEFAULT now(),
  -- What the admin wrote (null for a delete, and for every row of a purged item).
  content jsonb NULL,
  -- The stored files this version shows: they are kept while any version refers to them.
  files text[] NOT NULL DEFAULT '{}'
);

-- One row per written version of an item (deletes and purges are events, not versions).
CREATE UNIQUE INDEX revisions_item_version_idx ON revisions (collection, item_id, item_version)
  WHERE action IN ('created', 'updated', 'restored');
CREATE INDEX revisions_item_idx ON revisions (collection, item_id, id);
CREATE INDEX revisions_at_idx ON revisions (at DESC, id DESC);
CREATE INDEX revisions_files_idx ON revisions USING gin (files);

-- Deletes are soft: a deleted item keeps its row (and so its image and tier history) until it is
-- purged, 30 days later or by hand. Every read for the site skips deleted rows.
ALTER TABLE heroes ADD COLUMN deleted_at timestamptz NULL, ADD COLUMN deleted_by text NULL;
ALTER TABLE codes ADD COLUMN deleted_at timestamptz NULL, ADD COLUMN deleted_by text NULL;
ALTER TABLE guides ADD COLUMN deleted_at timestamptz NULL, ADD COLUMN deleted_by text NULL;

CREATE INDEX heroes_deleted_at_idx ON heroes (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX codes_deleted_at_idx ON codes (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX guides_deleted_at_idx ON guides (deleted_at) WHERE deleted_at IS NOT NULL;
