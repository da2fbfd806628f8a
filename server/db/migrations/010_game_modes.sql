-- Game modes and ratings per mode (docs/product.md#game-modes).
--
-- A game mode (Campaign, Arena…) is a record like a code: versioned, kept in history, deleted into
-- the trash. Its name is unique among live modes, compared without case or accents
-- (src/domain/gameMode.ts): the repository checks it under a lock, since PostgreSQL cannot compare
-- names that way by itself.
CREATE TABLE game_modes (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz NULL,
  deleted_by text NULL
);

CREATE INDEX game_modes_deleted_at_idx ON game_modes (deleted_at) WHERE deleted_at IS NOT NULL;

-- A hero's tier and reason per mode, `[{ mode, tier, reason }]` by mode id
-- (src/domain/heroRatings.ts). A mode in the trash keeps its ratings in the heroes, so no key ties
-- them to `game_modes`. Heroes written before have none.
ALTER TABLE heroes ADD COLUMN ratings jsonb NOT NULL DEFAULT '[]';

-- The mode whose tier moved; null for the overall tier (every change written before).
ALTER TABLE hero_tier_changes ADD COLUMN mode_id text NULL;

-- The modes are a content collection of their own: pages and answers made from them are renewed
-- when they change (003_content_versions.sql).
INSERT INTO content_versions (collection, version) VALUES ('modes', 1);

CREATE TRIGGER game_modes_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_modes
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('modes');
