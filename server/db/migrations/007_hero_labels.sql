-- Hero labels and build notes (docs/product.md#heroes).
--
-- Role, faction and rarity are optional free text, like the tier, that the hero list filters by.
-- Build notes are guide HTML, cleaned by the one sanitizer before they are stored
-- (docs/decisions.md#one-sanitizer). Every hero written before has none: '' by default.
ALTER TABLE heroes
  ADD COLUMN role text NOT NULL DEFAULT '',
  ADD COLUMN faction text NOT NULL DEFAULT '',
  ADD COLUMN rarity text NOT NULL DEFAULT '',
  ADD COLUMN build_notes text NOT NULL DEFAULT '';
