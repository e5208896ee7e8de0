-- Franchisee cards (spec 4 "Franchisee selection", spec 7 listFrianchisee / franchisee info): a
-- card a venue gives a trade customer, with the price level its bookings and orders use. Each card
-- belongs to one account at one venue; the pass code is given to that account only (the list call)
-- and checked by the info call.
CREATE TABLE franchisee_cards (
  card_num     text PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  pass_code    text NOT NULL,
  name         text NOT NULL DEFAULT '',
  price_level  integer NOT NULL DEFAULT 0 CHECK (price_level >= 0),
  active       boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  created_at   bigint NOT NULL
);
CREATE INDEX franchisee_cards_owner ON franchisee_cards (user_id, shop_id, sort);
