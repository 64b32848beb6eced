-- The nearest-shop index lives in the app's memory (decision 0059). Every statement that writes
-- stores bumps the 'stores' version in the same transaction, so the app reloads its copy when a
-- committed change is visible, never before.
INSERT INTO cache_versions (name, version) VALUES ('stores', 1) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_stores_cache_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'stores';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_cache_version AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stores_cache_version();
--> statement-breakpoint
CREATE TRIGGER stores_cache_version_truncate AFTER TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stores_cache_version();
