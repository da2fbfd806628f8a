-- Teams (docs/product.md#teams): heroes that work together in a game mode.
--
-- A team is a record like a game mode: versioned, kept in history, deleted into the trash. It
-- names its game mode and its heroes by id, checked against the live ones when it is written
-- (src/domain/teamChecks.ts). A mode or a hero that later goes to the trash or is purged stays in
-- the teams that name it, so no key ties them to `game_modes` or `heroes`: pages show such a hero
-- as removed (src/domain/team.ts, teamHeroState).
CREATE TABLE teams (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL CHECK (name <> ''),
  -- The game mode's id.
  mode text NOT NULL CHECK (mode <> ''),
  -- `[{ hero, role, substitutes }]` in order, heroes by id (src/domain/team.ts, TeamMember).
  members jsonb NOT NULL CHECK (jsonb_typeof(members) = 'array'),
  -- Guide HTML, cleaned by the one sanitizer on every write; '' when none.
  notes text NOT NULL DEFAULT '',
  tags jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tags) = 'array'),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz NULL,
  deleted_by text NULL
);

CREATE INDEX teams_deleted_at_idx ON teams (deleted_at) WHERE deleted_at IS NOT NULL;

-- The teams are a content collection of their own: pages and answers made from them are renewed
-- when they change (003_content_versions.sql).
INSERT INTO content_versions (collection, version) VALUES ('teams', 1);

CREATE TRIGGER teams_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('teams');
