-- Versions of each venue theme (issue 32, theme studio): every save of a theme's document (a studio
-- save, a rename, making it default, a console publish or rollback writing it back) keeps the
-- document it stored as the theme's next version, with when and by whom. The studio lists a theme's
-- versions and restores one as its draft (undoable); nothing here is ever live by itself. A version
-- equal to the theme's latest is not kept again. Deleting the theme deletes its versions.
CREATE TABLE venue_theme_versions (
  shop_id     text NOT NULL,
  theme_id    text NOT NULL,
  version     integer NOT NULL CHECK (version >= 1),
  doc         jsonb NOT NULL,
  saved_at    bigint NOT NULL,
  saved_by    text NOT NULL DEFAULT '',
  PRIMARY KEY (shop_id, theme_id, version),
  FOREIGN KEY (shop_id, theme_id) REFERENCES venue_themes (shop_id, theme_id) ON DELETE CASCADE
);
-- The themes saved before this table: their current document is version 1.
INSERT INTO venue_theme_versions (shop_id, theme_id, version, doc, saved_at, saved_by)
  SELECT shop_id, theme_id, 1, doc, updated_at, updated_by FROM venue_themes;
