-- The operator console (issue 18 part 1): one open draft per venue, the numbered versions published
-- from drafts (each a full configuration snapshot: settings, licence, theme, branding, profile,
-- payments, languages, hours), and the audit log of who changed what, and when.
CREATE TABLE config_drafts (
  shop_id       text PRIMARY KEY REFERENCES venues(shop_id) ON DELETE CASCADE,
  config        jsonb NOT NULL,
  base_version  integer NOT NULL,           -- the latest version when the draft was started (0 = none yet)
  preview_token text NOT NULL,              -- 128 random bits; /api/spot/config applies the draft for the venue's admin only
  updated_by    text NOT NULL,
  updated_at    bigint NOT NULL
);

CREATE TABLE config_versions (
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  version       integer NOT NULL,
  config        jsonb NOT NULL,
  kind          text NOT NULL,              -- initial (the configuration before the first publish), publish, rollback
  source        integer,                    -- rollback: the version restored
  created_by    text NOT NULL,
  created_at    bigint NOT NULL,
  PRIMARY KEY (shop_id, version)
);

CREATE TABLE config_audit (
  id            bigserial PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  user_id       text NOT NULL,
  user_name     text NOT NULL,              -- the login at the time (kept when the account changes)
  action        text NOT NULL,              -- save, discard, publish, rollback
  version       integer,                    -- publish and rollback: the version made
  changes       jsonb NOT NULL,             -- [{key, before, after}]
  at            bigint NOT NULL
);
CREATE INDEX config_audit_shop ON config_audit (shop_id, id DESC);
