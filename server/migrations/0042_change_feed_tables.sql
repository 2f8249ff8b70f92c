-- The change feed names the table that changed beside its tenant ('<tenant>|<table>'), so an answer
-- cache empties only the answers that read that table (server/platform/http/answer-cache.ts), not
-- every answer of the tenant. The triggers of 0012 call this function, so they announce it at once.
CREATE OR REPLACE FUNCTION erp_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant text := CASE WHEN TG_ARGV[0] = 'tenant'
    THEN coalesce(nullif(current_setting('app.tenant_id', true), ''), '*') ELSE '*' END;
  changed text := tenant || '|' || TG_TABLE_NAME;
BEGIN
  PERFORM pg_notify('erp_changed', changed);
  IF current_setting('app.observe_changes', true) = 'on' THEN
    RAISE NOTICE 'erp_changed' USING DETAIL = changed;
  END IF;
  RETURN NULL;
END $$;
