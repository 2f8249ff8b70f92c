-- Every committed change to a table that answers are read from is announced on the channel
-- erp_changed, with the tenant whose rows changed ('*' when it may be any: a platform-wide table,
-- or a write made outside a tenant's scope). Answer caches of every server process listen and
-- drop what the change may have made stale (server/platform/db/change-feed.ts). A connection
-- that sets app.observe_changes also gets a notice at once, before its own COMMIT is answered,
-- so the process that wrote never serves its own stale answer.
CREATE FUNCTION erp_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant text := CASE WHEN TG_ARGV[0] = 'tenant'
    THEN coalesce(nullif(current_setting('app.tenant_id', true), ''), '*') ELSE '*' END;
BEGIN
  PERFORM pg_notify('erp_changed', tenant);
  IF current_setting('app.observe_changes', true) = 'on' THEN
    RAISE NOTICE 'erp_changed' USING DETAIL = tenant;
  END IF;
  RETURN NULL;
END $$;

-- Puts the trigger on every table of the schema that lacks it, but the write-hot ones no cached
-- answer reads (logs, sessions, captchas): run at every start, so tables added later are covered.
CREATE FUNCTION erp_observe_changes(unobserved text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname,
           EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) AS tenanted
      FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
       AND c.relname <> ALL (unobserved)
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'erp_changed')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER erp_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION erp_record_changed(%L)',
      t.relname, CASE WHEN t.tenanted THEN 'tenant' ELSE 'global' END);
  END LOOP;
END $$;
