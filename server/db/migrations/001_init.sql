-- Venues: every piece of a venue's configuration lives here, so changing a row changes the app.
CREATE TABLE venues (
  shop_id     text PRIMARY KEY,            -- path id, e.g. demo-cafe (the spec's ordLot)
  shop_key    text NOT NULL UNIQUE,        -- boardId, the `id` of the shop-identity group
  site_id     text NOT NULL UNIQUE,        -- shp / siteId
  family      text NOT NULL,               -- shop, massage, partyroom, ktv, ticket, company ...
  settings    jsonb NOT NULL,              -- raw server settings (spec camelCase); the client normalises
  licence     jsonb NOT NULL,
  theme       text NOT NULL DEFAULT 'default',
  branding    jsonb NOT NULL,
  profile     jsonb NOT NULL,
  payments    jsonb NOT NULL,
  languages   jsonb NOT NULL,
  tables      jsonb NOT NULL DEFAULT '[]',
  hours       jsonb NOT NULL,              -- trading hours: {tz, week:{mon:[["08:00","21:00"]],...}, closedDates:[]}
  service_no  jsonb NOT NULL DEFAULT '{"min":201,"max":300}',
  service_no_current integer NOT NULL DEFAULT 0,
  updated_at  bigint NOT NULL DEFAULT 0
);

CREATE TABLE users (
  user_id       text PRIMARY KEY,          -- public id (not a credential)
  login_name    text NOT NULL UNIQUE,      -- mobile or email, lower-cased
  mobile        text UNIQUE,
  email         text,
  password_hash text,                      -- scrypt$N$r$p$salt$hash
  first_name    text NOT NULL DEFAULT '',
  last_name     text NOT NULL DEFAULT '',
  user_status   integer NOT NULL DEFAULT 1,
  admin         integer NOT NULL DEFAULT 0,
  admin_shops   jsonb NOT NULL DEFAULT '[]', -- venues this admin may manage; ["*"] for all
  details       jsonb NOT NULL DEFAULT '{}',
  created_at    bigint NOT NULL
);

-- Session and refresh tokens, stored as SHA-256 hashes only.
CREATE TABLE tokens (
  token_hash  text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('session', 'refresh')),
  shop_id     text,
  expires_at  bigint NOT NULL,
  revoked     boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL
);
CREATE INDEX tokens_user ON tokens(user_id);

CREATE TABLE sms_codes (
  id          serial PRIMARY KEY,
  mobile      text NOT NULL,
  code_hash   text NOT NULL,
  expires_at  bigint NOT NULL,
  tries       integer NOT NULL DEFAULT 0,
  used        boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, id);

CREATE TABLE sms_outbox (
  id          serial PRIMARY KEY,
  mobile      text NOT NULL,
  body        text NOT NULL,
  created_at  bigint NOT NULL
);

CREATE TABLE member_cards (
  card_num      text PRIMARY KEY,
  ord_card      text NOT NULL,
  user_id       text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  type_id       integer NOT NULL DEFAULT 1,
  type_description text NOT NULL DEFAULT 'Member',
  points_cents  bigint NOT NULL DEFAULT 0,  -- loyalty points x 100 (points carry 2 decimals)
  balance_cents bigint NOT NULL DEFAULT 0,  -- stored value
  discount_rate integer NOT NULL DEFAULT 0,
  charge_method integer NOT NULL DEFAULT 0,
  UNIQUE (user_id, shop_id, type_id)
);

CREATE TABLE cc_users (
  id          serial PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  alias       text NOT NULL,
  masked      text NOT NULL,
  provider    text NOT NULL DEFAULT 'dps',
  created_at  bigint NOT NULL
);

CREATE TABLE categories (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  cat_id      text NOT NULL,
  parent_id   text,
  name1       text NOT NULL,
  name2       text NOT NULL,
  display_name text NOT NULL,
  image       text,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, cat_id)
);

CREATE TABLE plus (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  plu_id      text NOT NULL,
  cat_id      text NOT NULL,
  name1       text NOT NULL,
  name2       text NOT NULL,
  display_name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  image       text,
  description1 text NOT NULL DEFAULT '',
  description2 text NOT NULL DEFAULT '',
  ingredient1 jsonb NOT NULL DEFAULT '[]',
  attr        jsonb NOT NULL DEFAULT '[]',
  meal_plu    jsonb NOT NULL DEFAULT '[]',
  sub_menu    jsonb NOT NULL DEFAULT '[]',
  virtual_category jsonb NOT NULL DEFAULT '[]',
  tags        jsonb NOT NULL DEFAULT '[]',
  extra       jsonb NOT NULL DEFAULT '{}',  -- per-family data: duration, timeItem, ticket fields ...
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, plu_id)
);

CREATE TABLE tags (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  tag_id      text NOT NULL,
  name1       text NOT NULL,
  name2       text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, tag_id)
);

CREATE TABLE info_pages (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  info_code   text NOT NULL,
  info_type   integer NOT NULL DEFAULT 1,
  info_page   integer NOT NULL DEFAULT 1,
  title1      text NOT NULL,
  title2      text NOT NULL,
  body1       text NOT NULL,
  body2       text NOT NULL,
  PRIMARY KEY (shop_id, info_code, info_page)
);

CREATE TABLE files (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  file_id     text NOT NULL,
  file_name   text NOT NULL,
  file_type   text NOT NULL,
  title1      text NOT NULL DEFAULT '',
  title2      text NOT NULL DEFAULT '',
  PRIMARY KEY (shop_id, file_id)
);

CREATE TABLE playlists (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  screen_id   integer NOT NULL,
  timer       integer NOT NULL DEFAULT 8,
  items       jsonb NOT NULL DEFAULT '[]',  -- [{fileName, fileType}]
  PRIMARY KEY (shop_id, screen_id)
);

CREATE TABLE events (
  id          bigserial PRIMARY KEY,
  shop_id     text,
  user_id     text,
  batch_id    text NOT NULL,
  event       jsonb NOT NULL,
  received_at bigint NOT NULL
);
