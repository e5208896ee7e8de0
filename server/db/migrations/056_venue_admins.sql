-- Venue administrators invited by a link (issue 31): one row per invitation. Only the SHA-256 of the
-- link's token is stored; an invitation is used once (used_at) and expires (expires_at, 7 days).
CREATE TABLE admin_invitations (
  token_hash  text PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  mobile      text,
  email       text,
  invited_by  text NOT NULL,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL,
  used_at     bigint,
  used_by     text,
  revoked_at  bigint
);
CREATE INDEX admin_invitations_shop ON admin_invitations (shop_id, created_at DESC);
