-- A hero's skills (docs/product.md#skills): `[{ name, kind, cooldown, description, upgrades }]` in
-- the order the hero page shows them, each upgrade `{ level, effect }` (src/domain/heroSkill.ts).
-- The descriptions are guide HTML, cleaned by the one sanitizer before they are written, and the
-- images they show count as used (server/repositories/fileReferences.ts). Heroes written before
-- have none.
ALTER TABLE heroes ADD COLUMN skills jsonb NOT NULL DEFAULT '[]';
