-- Logout ends the whole sign-in (issue 27, finding 7): the session token and the refresh credential
-- issued together, and every token later renewed or refreshed from them, share one family id, so
-- revoking the family on logout also refuses the 30-day refresh credential. Rows issued before this
-- migration have no family: their logout revokes the session token only, as before.
ALTER TABLE tokens ADD COLUMN family text;
CREATE INDEX tokens_family ON tokens(family) WHERE family IS NOT NULL;
