-- Enrolled kiosks (issue 27 findings 4, 5, 8, 14): the kiosk-only calls (member card check, call for
-- staff, service numbers) answer only a device a venue administrator enrolled. The administrator makes
-- a one-time enrolment code (stored as SHA-256 only, valid 30 minutes, single use); the kiosk redeems it
-- and receives a signed device credential (server/kiosk/devices.ts) that names its row here. Revoking
-- the row ends the credential at once on every process (each kiosk call reads the row).
CREATE TABLE kiosk_devices (
  device_id    text PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  name         text NOT NULL DEFAULT '',
  enrolled_at  bigint NOT NULL,
  enrolled_by  text REFERENCES users(user_id) ON DELETE SET NULL,
  revoked_at   bigint,
  revoked_by   text REFERENCES users(user_id) ON DELETE SET NULL
);
CREATE INDEX kiosk_devices_shop ON kiosk_devices(shop_id, enrolled_at);

CREATE TABLE kiosk_enrolment_codes (
  code_hash    text PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  name         text NOT NULL DEFAULT '',
  created_by   text REFERENCES users(user_id) ON DELETE SET NULL,
  created_at   bigint NOT NULL,
  expires_at   bigint NOT NULL,
  used_at      bigint,
  device_id    text REFERENCES kiosk_devices(device_id) ON DELETE SET NULL
);
CREATE INDEX kiosk_enrolment_codes_shop ON kiosk_enrolment_codes(shop_id, created_at);
