-- Any change to a venue's catalogue rows bumps venues.updated_at, which keys the server's catalogue
-- cache: a price changed directly in the database shows on the next read, with no restart.
CREATE FUNCTION bump_venue_version() RETURNS trigger AS $$
DECLARE
  sid text;
BEGIN
  IF TG_OP = 'DELETE' THEN sid := OLD.shop_id; ELSE sid := NEW.shop_id; END IF;
  UPDATE venues SET updated_at = GREATEST(updated_at + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) WHERE shop_id = sid;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION bump_venue_version();
CREATE TRIGGER plus_version AFTER INSERT OR UPDATE OR DELETE ON plus FOR EACH ROW EXECUTE FUNCTION bump_venue_version();
CREATE TRIGGER tags_version AFTER INSERT OR UPDATE OR DELETE ON tags FOR EACH ROW EXECUTE FUNCTION bump_venue_version();
CREATE TRIGGER playlists_version AFTER INSERT OR UPDATE OR DELETE ON playlists FOR EACH ROW EXECUTE FUNCTION bump_venue_version();
