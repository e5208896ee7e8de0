-- Venue images (issue 32, theme studio): the logo, banner, login and footer pictures a designer
-- uploads, stored with the venue (a redeploy never wipes them). The browser resizes before upload; the
-- server checks the type from the bytes (PNG, JPEG or WebP), the size and the pixel dimensions. Each
-- upload is a new row under a new name (the name carries a content hash), so a configuration version
-- that points at an older picture still finds it after a console rollback.
CREATE TABLE venue_images (
  name        text PRIMARY KEY CHECK (name ~ '^venue-[a-z0-9-]+\.(png|jpg|webp)$' AND length(name) <= 130),
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  slot        text NOT NULL CHECK (slot IN ('logo', 'banner', 'login', 'footer')),
  mime        text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes       bytea NOT NULL CHECK (octet_length(bytes) <= 524288),
  width       integer NOT NULL CHECK (width BETWEEN 1 AND 4096),
  height      integer NOT NULL CHECK (height BETWEEN 1 AND 4096),
  created_at  bigint NOT NULL,
  created_by  text NOT NULL DEFAULT ''
);
CREATE INDEX venue_images_shop ON venue_images (shop_id, slot);
