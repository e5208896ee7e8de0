-- Sliding sessions: a session token past half its life is renewed once (a new token in map.refreshToken).
ALTER TABLE tokens ADD COLUMN renewed boolean NOT NULL DEFAULT false;
