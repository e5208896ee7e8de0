-- First run in production (issue 31): the one-time setup link that creates the platform
-- administrator. Only the SHA-256 of the token is stored; it is used once, and a later start with a
-- platform administrator issues none.
CREATE TABLE setup_tokens (
  token_hash  text PRIMARY KEY,
  created_at  bigint NOT NULL,
  used_at     bigint
);
