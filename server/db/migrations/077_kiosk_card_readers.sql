-- Stripe Terminal readers at the kiosk (issue 35): the reader (Stripe's tmr_… id, registered in the
-- venue's Stripe account) a kiosk device sends its card payments to, server-driven.
CREATE TABLE kiosk_card_readers (
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  device_id   text NOT NULL,
  reader_id   text NOT NULL,
  updated_at  bigint NOT NULL,
  PRIMARY KEY (shop_id, device_id)
);
