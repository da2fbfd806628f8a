-- Equipment items (docs/product.md#equipment-items).
--
-- An item is a record like a game mode: versioned, kept in history, deleted into the trash. Its
-- slot is text: the list of slots lives in the site settings and may change after an item was
-- saved, so no key ties an item to it (src/domain/equipment.ts). Its rarity is one of the game's
-- fixed scale (EQUIPMENT_RARITIES), checked by the site's rules on every write and restore.
CREATE TABLE equipment (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL CHECK (name <> ''),
  slot text NOT NULL CHECK (slot <> ''),
  rarity text NOT NULL,
  -- `[{ label, value }]`, in the order the item shows them.
  stats jsonb NOT NULL DEFAULT '[]',
  set_bonus text NOT NULL DEFAULT '',
  how_to_get text NOT NULL DEFAULT '',
  image_path text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz NULL,
  deleted_by text NULL
);

CREATE INDEX equipment_deleted_at_idx ON equipment (deleted_at) WHERE deleted_at IS NOT NULL;
-- Deleting or replacing a file first asks whether an item still shows it.
CREATE INDEX equipment_image_path_idx ON equipment (image_path);

-- Equipment is a content collection of its own: pages and answers made from it are renewed when
-- it changes (003_content_versions.sql).
INSERT INTO content_versions (collection, version) VALUES ('equipment', 1);

CREATE TRIGGER equipment_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON equipment
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('equipment');
