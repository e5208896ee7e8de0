-- Venue themes (issue 18, theme studio): themes a venue's designers made, stored apart from the shipped
-- ones in themes/*.json so a redeploy never wipes them. `doc` is the whole theme manifest (kind
-- theme, schemaVersion, id, name, tokens, schemes), checked against schemas/theme.schema.json and
-- for contrast when saved. A venue's default (venues.theme) names a shipped theme or one of these.
CREATE TABLE venue_themes (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  theme_id    text NOT NULL CHECK (theme_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(theme_id) <= 64),
  doc         jsonb NOT NULL,
  updated_at  bigint NOT NULL,
  updated_by  text NOT NULL DEFAULT '',
  PRIMARY KEY (shop_id, theme_id)
);
