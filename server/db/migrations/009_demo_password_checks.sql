-- Production refuses to start while an account has a published demo password (server/mode.ts). The
-- check costs one scrypt per account and demo password, so a password hash found clean is remembered:
-- later starts check only accounts whose password changed since (or all, when the list changes).
CREATE TABLE demo_password_checks (
  user_id text PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
  password_hash text NOT NULL,   -- users.password_hash when it was checked and found not to be a demo password
  refused text NOT NULL          -- fingerprint (SHA-256) of the refused password list it was checked against
);
