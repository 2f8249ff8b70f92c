-- Issue 12, the order page at a million orders: the tabs' counts (stateOrderNum) without counting
-- orders, and order numbers minted without racing.

-- Live orders per tenant and status, by the filters the tabs' counts are most often asked under
-- (shop, platform, warehouse, country, order type, FBA), as signed deltas: statement triggers on
-- erp_order only ever insert here (a row per combination a statement changed), so concurrent
-- writers neither wait for one another nor deadlock, whatever order they touch statuses in. A
-- count is the sum of the rows that meet the filter. Now and then a writer folds its tenant's rows
-- into one per combination (one folder per tenant at a time: an advisory lock it only tries), so
-- a read sums about as many rows as the tenant has combinations in use.
CREATE TABLE erp_order_status_count (
  tenant_id varchar(12) NOT NULL,
  status integer NOT NULL,
  shop_id bigint,
  platform_id bigint,
  store_id bigint,
  address_country_code varchar(2),
  order_type integer,
  is_fba integer,
  n bigint NOT NULL
);
CREATE INDEX erp_order_status_count_tenant ON erp_order_status_count (tenant_id, status);
SELECT erp_isolate_tenant('erp_order_status_count');

INSERT INTO erp_order_status_count
    (tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, n)
  SELECT tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, count(*)
    FROM erp_order WHERE is_deleted = 0
   GROUP BY tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba;

-- Folds a tenant's deltas into one row per combination, unless another transaction is folding them.
CREATE FUNCTION erp_order_count_fold(tenant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('erp_order_status_count'), hashtext(tenant)) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM erp_order_status_count WHERE tenant_id = tenant RETURNING *)
  INSERT INTO erp_order_status_count
      (tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, n)
    SELECT tenant, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, sum(n) FROM gone
     GROUP BY status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba HAVING sum(n) <> 0;
END $$;

-- Adds what one statement changed (rows it made live, or removed, per combination), and folds
-- about one statement in 32, so the table stays small without a job.
CREATE FUNCTION erp_order_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO erp_order_status_count
        (tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, n)
      SELECT tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, count(*)
        FROM new_rows WHERE is_deleted = 0
       GROUP BY tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO erp_order_status_count
        (tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, n)
      SELECT tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, -count(*)
        FROM old_rows WHERE is_deleted = 0
       GROUP BY tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba;
  ELSE
    INSERT INTO erp_order_status_count
        (tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, n)
      SELECT tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba, sum(d)
        FROM (SELECT *, -1 AS d FROM old_rows WHERE is_deleted = 0
              UNION ALL
              SELECT *, 1 AS d FROM new_rows WHERE is_deleted = 0) changes
       GROUP BY tenant_id, status, shop_id, platform_id, store_id, address_country_code, order_type, is_fba
      HAVING sum(d) <> 0;
  END IF;
  IF random() < 1.0 / 32 THEN
    IF TG_OP = 'DELETE' THEN
      FOR t IN SELECT DISTINCT tenant_id FROM old_rows LOOP PERFORM erp_order_count_fold(t); END LOOP;
    ELSE
      FOR t IN SELECT DISTINCT tenant_id FROM new_rows LOOP PERFORM erp_order_count_fold(t); END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- A trigger with transition tables takes one event each.
CREATE TRIGGER erp_order_count_insert AFTER INSERT ON erp_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_count_changed();
CREATE TRIGGER erp_order_count_update AFTER UPDATE ON erp_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_count_changed();
CREATE TRIGGER erp_order_count_delete AFTER DELETE ON erp_order
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_count_changed();

-- The last order number handed out per tenant, prefix (the shop's systemSnPrefix or SO) and day:
-- an upsert takes the next one, so two intakes never mint the same code.
CREATE TABLE erp_order_code_seq (
  tenant_id varchar(12) NOT NULL,
  prefix varchar(10) NOT NULL,
  day varchar(6) NOT NULL,
  last_no integer NOT NULL,
  PRIMARY KEY (tenant_id, prefix, day)
);
SELECT erp_isolate_tenant('erp_order_code_seq');
