-- What a code gives and when it was added (docs/product.md#codes). A code without a date added
-- (every code from before, and one an admin did not date) was added when it was created, so older
-- codes and older backups need no rewriting.
ALTER TABLE codes
  ADD COLUMN reward text NOT NULL DEFAULT '',
  ADD COLUMN added_at timestamptz NULL;
