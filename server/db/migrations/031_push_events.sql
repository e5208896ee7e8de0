-- Pushed updates (issue 28): each change a live screen waits for raises a notification on channel
-- venue_events in the change's own transaction (Postgres delivers it at commit, never for a rollback).
-- The payload names only the kind, the venue and an id the subscriber already knows; the screen then
-- reads again through its usual (authorised) call. One LISTEN connection per server process fans the
-- notifications out to its Server-Sent Event streams (server/events/). Kinds: server/events/kinds.ts.
CREATE OR REPLACE FUNCTION venue_event(kind text, shop text, id text) RETURNS void AS $$
BEGIN
  PERFORM pg_notify('venue_events', json_build_object('k', kind, 'v', shop, 'id', id)::text);
END
$$ LANGUAGE plpgsql;

-- Staff alerts: a kiosk's call opened or acknowledged.
CREATE OR REPLACE FUNCTION staff_calls_event() RETURNS trigger AS $$
BEGIN
  PERFORM venue_event('staff', NEW.shop_id, NULL);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS staff_calls_event ON staff_calls;
CREATE TRIGGER staff_calls_event AFTER INSERT OR UPDATE ON staff_calls FOR EACH ROW EXECUTE FUNCTION staff_calls_event();

-- Order status: placed, paid, sent to the kitchen, completed, cancelled, refunded...
CREATE OR REPLACE FUNCTION orders_event() RETURNS trigger AS $$
BEGIN
  PERFORM venue_event('order', NEW.shop_id, NEW.transaction_id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS orders_event ON orders;
CREATE TRIGGER orders_event AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_event();

-- A table session closed by staff.
CREATE OR REPLACE FUNCTION table_sessions_event() RETURNS trigger AS $$
BEGIN
  PERFORM venue_event('session', NEW.shop_id, NEW.session_id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS table_sessions_event ON table_sessions;
CREATE TRIGGER table_sessions_event AFTER UPDATE OF closed_at ON table_sessions FOR EACH ROW
  WHEN (OLD.closed_at IS DISTINCT FROM NEW.closed_at) EXECUTE FUNCTION table_sessions_event();

-- The venue's configuration or menu: a publish in the console (venues' columns) and every catalogue
-- change (migration 002 bumps venues.updated_at for those) move updated_at. The order counter
-- (order_seq) does not, so orders raise no configuration event.
CREATE OR REPLACE FUNCTION venues_event() RETURNS trigger AS $$
BEGIN
  PERFORM venue_event('config', NEW.shop_id, NULL);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS venues_event ON venues;
CREATE TRIGGER venues_event AFTER UPDATE OF updated_at ON venues FOR EACH ROW
  WHEN (OLD.updated_at IS DISTINCT FROM NEW.updated_at) EXECUTE FUNCTION venues_event();
