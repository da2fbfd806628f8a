-- Guide bylines and tags (docs/product.md#guides). `author` is the display name of the admin who
-- created the guide, kept as it was then: a later rename does not rewrite existing bylines. Guides
-- written before bylines keep '' and show the site's community as their author.
ALTER TABLE guides
  ADD COLUMN author text NOT NULL DEFAULT '',
  ADD COLUMN tags jsonb NOT NULL DEFAULT '[]';
