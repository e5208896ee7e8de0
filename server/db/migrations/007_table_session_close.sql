-- Staff may close a table session before its expiry (issue 5): the session is then refused like an
-- expired one (code session.closed) and the next scan of the table QR opens a new session.
ALTER TABLE table_sessions ADD COLUMN closed_at bigint;   -- null while open; ms since 1970 when staff closed it
ALTER TABLE table_sessions ADD COLUMN closed_by text;     -- users.user_id of the staff member who closed it
