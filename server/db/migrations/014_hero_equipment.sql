-- The equipment items a hero recommends (docs/product.md#hero-equipment): their ids, in the order
-- the hero page shows them, at most 6, each once. An id whose item is in the trash or deleted for
-- good stays and is not shown; the item comes back with a restore. Heroes written before have none.
ALTER TABLE heroes ADD COLUMN recommended_equipment jsonb NOT NULL DEFAULT '[]';
