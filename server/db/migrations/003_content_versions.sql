-- One version per content collection, bumped by the database itself on every write to its tables,
-- whoever writes (the API, the CLI, seeding, an import, plain SQL). Caches key their entries on
-- these versions; the NOTIFY tells every instance on this database at commit
-- (docs/decisions.md#response-cache).

CREATE TABLE content_versions (
  collection text PRIMARY KEY,
  version integer NOT NULL
);

INSERT INTO content_versions (collection, version)
VALUES ('heroes', 1), ('codes', 1), ('guides', 1), ('settings', 1), ('media', 1);

-- Statement-level, so an import of 2,000 heroes bumps once. The payload carries the new version
-- ('heroes:13'): a listener can move its copy without reading the table.
CREATE FUNCTION bump_content_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  bumped integer;
BEGIN
  UPDATE content_versions SET version = version + 1
   WHERE collection = TG_ARGV[0]
  RETURNING version INTO bumped;
  PERFORM pg_notify('content_changed', TG_ARGV[0] || ':' || bumped);
  RETURN NULL;
END
$$;

CREATE TRIGGER heroes_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON heroes
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('heroes');

-- A hero's tier history is part of the hero.
CREATE TRIGGER hero_tier_changes_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hero_tier_changes
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('heroes');

CREATE TRIGGER codes_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON codes
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('codes');

CREATE TRIGGER guides_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guides
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('guides');

CREATE TRIGGER settings_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('settings');

CREATE TRIGGER media_slots_content_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_slots
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('media');
