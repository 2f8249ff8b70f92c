-- Issue 30: replenishment. What sold per SKU, warehouse and day is kept as orders ship (not read
-- back from the order lines on each view), and one row per SKU and warehouse carries its windows'
-- sales, its stock and its rules, from which the row's own trigger works out every figure the
-- replenishment page filters and sorts by. Quantities are whole units; figures are numeric, never float.

-- Units shipped per SKU, warehouse (0: the order named none) and day, and the orders they left in.
CREATE TABLE erp_sales_daily (
  tenant_id varchar(12) NOT NULL,
  product_id bigint NOT NULL,
  store_id bigint NOT NULL,
  sale_day date NOT NULL,
  quantity integer NOT NULL DEFAULT 0,
  order_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, product_id, store_id, sale_day)
);
SELECT erp_isolate_tenant('erp_sales_daily');

-- The tenant's defaults (productInventoryAnalyse/updateConfig) and the day its windows were last rolled.
CREATE TABLE erp_replenishment_config (
  tenant_id varchar(12) NOT NULL PRIMARY KEY,
  stocking_days integer NOT NULL DEFAULT 30,
  safety_days integer NOT NULL DEFAULT 7,
  expected_days integer NOT NULL DEFAULT 60,
  warning_days integer NOT NULL DEFAULT 7,
  turnover_days integer NOT NULL DEFAULT 30,
  refreshed_on date,
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0)
);
SELECT erp_isolate_tenant('erp_replenishment_config');

-- Replenishment rules (erp/replenishmentrules): days per SKU or per category, over the defaults.
CREATE TABLE erp_replenishment_rule (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  category_id bigint,
  stocking_days integer,
  safety_days integer,
  expected_days integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_replenishment_rule_product_id ON erp_replenishment_rule (tenant_id, product_id);
CREATE INDEX erp_replenishment_rule_category_id ON erp_replenishment_rule (tenant_id, category_id);
SELECT erp_isolate_tenant('erp_replenishment_rule');

-- Purchase rules (erp/replenishmentpurchaserules): minimum order and box rounding per SKU or factory.
CREATE TABLE erp_replenishment_purchase_rule (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  factory_id bigint,
  min_order_quantity integer,
  box_quantity integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_replenishment_purchase_rule_product_id ON erp_replenishment_purchase_rule (tenant_id, product_id);
CREATE INDEX erp_replenishment_purchase_rule_factory_id ON erp_replenishment_purchase_rule (tenant_id, factory_id);
SELECT erp_isolate_tenant('erp_replenishment_purchase_rule');

-- One row per SKU and warehouse: inputs (window sales as of `as_of`, stock, the rule's days) and
-- the figures the trigger below works out of them.
CREATE TABLE erp_replenishment_sku (
  tenant_id varchar(12) NOT NULL,
  product_id bigint NOT NULL,
  store_id bigint NOT NULL,
  as_of date NOT NULL DEFAULT current_date,
  sold7 integer NOT NULL DEFAULT 0,
  sold15 integer NOT NULL DEFAULT 0,
  sold30 integer NOT NULL DEFAULT 0,
  sold60 integer NOT NULL DEFAULT 0,
  sold90 integer NOT NULL DEFAULT 0,
  orders30 integer NOT NULL DEFAULT 0,
  on_hand integer NOT NULL DEFAULT 0,
  available integer NOT NULL DEFAULT 0,
  in_transit integer NOT NULL DEFAULT 0,
  rule_id bigint,
  rule_source varchar(16) NOT NULL DEFAULT 'default',
  stocking_days integer NOT NULL DEFAULT 30,
  safety_days integer NOT NULL DEFAULT 7,
  expected_days integer NOT NULL DEFAULT 60,
  warning_days integer NOT NULL DEFAULT 7,
  avg7 numeric(14,2) NOT NULL DEFAULT 0,
  avg15 numeric(14,2) NOT NULL DEFAULT 0,
  avg30 numeric(14,2) NOT NULL DEFAULT 0,
  avg60 numeric(14,2) NOT NULL DEFAULT 0,
  avg90 numeric(14,2) NOT NULL DEFAULT 0,
  daily_sales numeric(14,2) NOT NULL DEFAULT 0,
  cover_days numeric(16,2),
  stockout_days numeric(16,2),
  suggested integer NOT NULL DEFAULT 0,
  warning integer NOT NULL DEFAULT 0,
  attention integer NOT NULL DEFAULT 0,
  purchase_attention integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, product_id, store_id)
);
-- The warning filter reads the most urgent first straight off this index; the others by sales.
CREATE INDEX erp_replenishment_sku_warning ON erp_replenishment_sku (tenant_id, stockout_days, product_id, store_id)
  WHERE warning = 1;
CREATE INDEX erp_replenishment_sku_suggested ON erp_replenishment_sku (tenant_id, suggested DESC, product_id, store_id)
  WHERE suggested > 0;
CREATE INDEX erp_replenishment_sku_sales ON erp_replenishment_sku (tenant_id, daily_sales DESC, product_id, store_id);
CREATE INDEX erp_replenishment_sku_attention ON erp_replenishment_sku (tenant_id, product_id, store_id)
  WHERE attention = 1 OR purchase_attention = 1;
SELECT erp_isolate_tenant('erp_replenishment_sku');

-- The figures (spec 1 §9), each rounded as answered so the shown inputs give the shown result:
-- avgN = round(soldN ÷ N, 2); daily sales = round(0.4×avg7 + 0.3×avg30 + 0.3×avg90, 2);
-- cover days = round(available ÷ daily sales, 2) and stockout days = cover − stocking − safety
-- (none without sales); suggested = ⌈(expected − stockout) × daily⌉ when stockout ≥ 0 (never
-- below 0), else ⌈expected × daily⌉; a warning when stockout days < the warning days.
CREATE FUNCTION erp_replenishment_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.avg7 := round(NEW.sold7::numeric / 7, 2);
  NEW.avg15 := round(NEW.sold15::numeric / 15, 2);
  NEW.avg30 := round(NEW.sold30::numeric / 30, 2);
  NEW.avg60 := round(NEW.sold60::numeric / 60, 2);
  NEW.avg90 := round(NEW.sold90::numeric / 90, 2);
  NEW.daily_sales := round(0.4 * NEW.avg7 + 0.3 * NEW.avg30 + 0.3 * NEW.avg90, 2);
  IF NEW.daily_sales > 0 THEN
    NEW.cover_days := round(NEW.available / NEW.daily_sales, 2);
    NEW.stockout_days := NEW.cover_days - NEW.stocking_days - NEW.safety_days;
    IF NEW.stockout_days >= 0 THEN
      NEW.suggested := greatest(0, ceil((NEW.expected_days - NEW.stockout_days) * NEW.daily_sales));
    ELSE
      NEW.suggested := ceil(NEW.expected_days * NEW.daily_sales);
    END IF;
    NEW.warning := CASE WHEN NEW.stockout_days < NEW.warning_days THEN 1 ELSE 0 END;
  ELSE
    NEW.cover_days := NULL;
    NEW.stockout_days := NULL;
    NEW.suggested := 0;
    NEW.warning := 0;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER erp_replenishment_sku_figures BEFORE INSERT OR UPDATE ON erp_replenishment_sku
  FOR EACH ROW EXECUTE FUNCTION erp_replenishment_figures();

-- The days that apply to SKUs (all of the tenant's when products is null; with stores, only those
-- product-and-warehouse pairs): the SKU's rule, else its category's, else the tenant's defaults.
CREATE FUNCTION erp_replenishment_apply_rules(p_tenant varchar, p_products bigint[], p_stores bigint[] DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'UPDATE erp_replenishment_sku s
     SET rule_id = r.rule_id, rule_source = r.source, stocking_days = r.stocking, safety_days = r.safety,
         expected_days = r.expected, warning_days = r.warning
    FROM (SELECT k.product_id, k.store_id, coalesce(pr.id, cr.id) AS rule_id,
                 CASE WHEN pr.id IS NOT NULL THEN ''sku'' WHEN cr.id IS NOT NULL THEN ''category'' ELSE ''default'' END AS source,
                 coalesce(pr.stocking_days, cr.stocking_days, c.stocking_days, 30) AS stocking,
                 coalesce(pr.safety_days, cr.safety_days, c.safety_days, 7) AS safety,
                 coalesce(pr.expected_days, cr.expected_days, c.expected_days, 60) AS expected,
                 coalesce(c.warning_days, 7) AS warning
            FROM erp_replenishment_sku k
            LEFT JOIN erp_replenishment_config c ON c.tenant_id = k.tenant_id
            LEFT JOIN erp_base_product p ON p.tenant_id = k.tenant_id AND p.id = k.product_id
            LEFT JOIN LATERAL (SELECT * FROM erp_replenishment_rule x WHERE x.tenant_id = k.tenant_id
                        AND x.product_id = k.product_id AND x.is_deleted = 0 ORDER BY x.id DESC LIMIT 1) pr ON true
            LEFT JOIN LATERAL (SELECT * FROM erp_replenishment_rule x WHERE x.tenant_id = k.tenant_id
                        AND x.product_id IS NULL AND x.category_id = p.category_id AND x.is_deleted = 0
                        ORDER BY x.id DESC LIMIT 1) cr ON true
           WHERE k.tenant_id = $1 AND ($2::bigint[] IS NULL OR k.product_id = ANY($2::bigint[]))
             AND ($3::bigint[] IS NULL OR (k.product_id, k.store_id) IN (SELECT * FROM unnest($2::bigint[], $3::bigint[])))) r
   WHERE s.tenant_id = $1 AND s.product_id = r.product_id AND s.store_id = r.store_id
     AND (s.rule_id, s.rule_source, s.stocking_days, s.safety_days, s.expected_days, s.warning_days)
         IS DISTINCT FROM (r.rule_id, r.source, r.stocking, r.safety, r.expected, r.warning)'
  USING p_tenant, p_products, p_stores;
END $$;

-- Recounts the windows of SKUs and warehouses from their daily sales as of today (rows missing are made).
CREATE FUNCTION erp_replenishment_recount(p_tenant varchar, p_products bigint[], p_stores bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO erp_replenishment_sku AS s
       (tenant_id, product_id, store_id, as_of, sold7, sold15, sold30, sold60, sold90, orders30)
     SELECT $1, k.product_id, k.store_id, current_date,
            coalesce(sum(d.quantity) FILTER (WHERE d.sale_day > current_date - 7), 0),
            coalesce(sum(d.quantity) FILTER (WHERE d.sale_day > current_date - 15), 0),
            coalesce(sum(d.quantity) FILTER (WHERE d.sale_day > current_date - 30), 0),
            coalesce(sum(d.quantity) FILTER (WHERE d.sale_day > current_date - 60), 0),
            coalesce(sum(d.quantity), 0),
            coalesce(sum(d.order_count) FILTER (WHERE d.sale_day > current_date - 30), 0)
       FROM unnest($2::bigint[], $3::bigint[]) AS k(product_id, store_id)
       LEFT JOIN erp_sales_daily d ON d.tenant_id = $1 AND d.product_id = k.product_id AND d.store_id = k.store_id
                                  AND d.sale_day > current_date - 90 AND d.sale_day <= current_date
      GROUP BY k.product_id, k.store_id ORDER BY k.product_id, k.store_id
     ON CONFLICT (tenant_id, product_id, store_id) DO UPDATE
        SET as_of = excluded.as_of, sold7 = excluded.sold7, sold15 = excluded.sold15, sold30 = excluded.sold30,
            sold60 = excluded.sold60, sold90 = excluded.sold90, orders30 = excluded.orders30'
  USING p_tenant, p_products, p_stores;
END $$;

-- Orders entering (or, were it ever allowed, leaving) shipped (status 5) add (take back) their live
-- lines to the day they shipped, then the SKUs' windows are recounted: one statement per statement
-- on erp_order, whichever code shipped them.
CREATE FUNCTION erp_order_shipped_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
  q text := 'WITH turned AS (
         SELECT n.tenant_id, n.id, coalesce(n.store_id, 0) AS store_id,
                coalesce(n.ship_time::date, current_date) AS sale_day, 1 AS sign
           FROM new_rows n LEFT JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
          WHERE n.status = 5 AND n.is_deleted = 0 AND (o.id IS NULL OR o.status IS DISTINCT FROM 5 OR o.is_deleted <> 0)
         UNION ALL
         SELECT o.tenant_id, o.id, coalesce(o.store_id, 0), coalesce(o.ship_time::date, current_date), -1
           FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
          WHERE o.status = 5 AND o.is_deleted = 0 AND (n.status IS DISTINCT FROM 5 OR n.is_deleted <> 0)),
       lines AS (
         SELECT t.tenant_id, i.product_id, t.store_id, t.sale_day,
                t.sign * sum(coalesce(i.quantity, 0))::int AS quantity, t.sign AS orders
           FROM turned t JOIN erp_order_item i ON i.tenant_id = t.tenant_id AND i.order_id = t.id
          WHERE i.is_deleted = 0 AND i.product_id IS NOT NULL
          GROUP BY t.tenant_id, t.id, i.product_id, t.store_id, t.sale_day, t.sign),
       per_day AS (
         SELECT tenant_id, product_id, store_id, sale_day, sum(quantity)::int AS quantity, sum(orders)::int AS orders
           FROM lines GROUP BY tenant_id, product_id, store_id, sale_day),
       written AS (
         INSERT INTO erp_sales_daily AS d (tenant_id, product_id, store_id, sale_day, quantity, order_count)
         SELECT tenant_id, product_id, store_id, sale_day, quantity, orders FROM per_day ORDER BY 1, 2, 3, 4
         ON CONFLICT (tenant_id, product_id, store_id, sale_day)
         DO UPDATE SET quantity = d.quantity + excluded.quantity, order_count = d.order_count + excluded.order_count
         RETURNING tenant_id, product_id, store_id)
       SELECT tenant_id, array_agg(DISTINCT product_id) AS products,
              array_agg(store_id ORDER BY product_id, store_id) AS stores,
              array_agg(product_id ORDER BY product_id, store_id) AS pairs
         FROM (SELECT DISTINCT tenant_id, product_id, store_id FROM written) w GROUP BY tenant_id';
BEGIN
  -- An insert has no earlier rows: it reads an empty set where an update reads them.
  IF TG_OP = 'INSERT' THEN
    q := replace(q, 'old_rows', '(SELECT * FROM new_rows WHERE false)');
  END IF;
  FOR moved IN EXECUTE q
  LOOP
    PERFORM erp_replenishment_recount(moved.tenant_id, moved.pairs, moved.stores);
    PERFORM erp_replenishment_apply_rules(moved.tenant_id, moved.pairs, moved.stores);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER erp_order_shipped_sales_insert AFTER INSERT ON erp_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_shipped_sales();
CREATE TRIGGER erp_order_shipped_sales_update AFTER UPDATE ON erp_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_shipped_sales();

-- Lines written into an order already shipped (an import or a seed writes the order first) count too.
CREATE FUNCTION erp_order_item_shipped_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  FOR moved IN
    EXECUTE 'WITH per_day AS (
         SELECT n.tenant_id, n.product_id, coalesce(o.store_id, 0) AS store_id,
                coalesce(o.ship_time::date, current_date) AS sale_day,
                sum(coalesce(n.quantity, 0))::int AS quantity, count(DISTINCT o.id)::int AS orders
           FROM new_rows n JOIN erp_order o ON o.tenant_id = n.tenant_id AND o.id = n.order_id
          WHERE n.order_status = 5 AND n.is_deleted = 0 AND n.product_id IS NOT NULL AND o.is_deleted = 0
          GROUP BY 1, 2, 3, 4),
       written AS (
         INSERT INTO erp_sales_daily AS d (tenant_id, product_id, store_id, sale_day, quantity, order_count)
         SELECT tenant_id, product_id, store_id, sale_day, quantity, orders FROM per_day ORDER BY 1, 2, 3, 4
         ON CONFLICT (tenant_id, product_id, store_id, sale_day)
         DO UPDATE SET quantity = d.quantity + excluded.quantity, order_count = d.order_count + excluded.order_count
         RETURNING tenant_id, product_id, store_id)
       SELECT tenant_id, array_agg(DISTINCT product_id) AS products,
              array_agg(store_id ORDER BY product_id, store_id) AS stores,
              array_agg(product_id ORDER BY product_id, store_id) AS pairs
         FROM (SELECT DISTINCT tenant_id, product_id, store_id FROM written) w GROUP BY tenant_id'
  LOOP
    PERFORM erp_replenishment_recount(moved.tenant_id, moved.pairs, moved.stores);
    PERFORM erp_replenishment_apply_rules(moved.tenant_id, moved.pairs, moved.stores);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER erp_order_item_shipped_sales AFTER INSERT ON erp_order_item
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_item_shipped_sales();

-- Stock balances written (only the ledger writes them) leave what they changed per SKU and
-- warehouse here, append-only: the ledger's transactions take no lock beyond their own balances
-- (an update of the SKU's row, taken in another order than the ledger's keys, could deadlock), and
-- the next reader folds them into the SKU's row (erp_replenishment_fold).
CREATE TABLE erp_replenishment_stock_delta (
  tenant_id varchar(12) NOT NULL,
  product_id bigint NOT NULL,
  store_id bigint NOT NULL,
  on_hand integer NOT NULL,
  available integer NOT NULL,
  in_transit integer NOT NULL
);
CREATE INDEX erp_replenishment_stock_delta_tenant ON erp_replenishment_stock_delta (tenant_id);
SELECT erp_isolate_tenant('erp_replenishment_stock_delta');

CREATE FUNCTION erp_replenishment_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.product_id IS NOT DISTINCT FROM NEW.product_id
     AND OLD.store_id IS NOT DISTINCT FROM NEW.store_id AND OLD.is_deleted = NEW.is_deleted THEN
    IF NEW.is_deleted = 0 AND NEW.product_id IS NOT NULL
       AND (coalesce(NEW.on_hand, 0) - coalesce(OLD.on_hand, 0), coalesce(NEW.available, 0) - coalesce(OLD.available, 0),
            coalesce(NEW.in_transit, 0) - coalesce(OLD.in_transit, 0)) <> (0, 0, 0) THEN
      INSERT INTO erp_replenishment_stock_delta VALUES (NEW.tenant_id, NEW.product_id, coalesce(NEW.store_id, 0),
        coalesce(NEW.on_hand, 0) - coalesce(OLD.on_hand, 0), coalesce(NEW.available, 0) - coalesce(OLD.available, 0),
        coalesce(NEW.in_transit, 0) - coalesce(OLD.in_transit, 0));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_deleted = 0 AND OLD.product_id IS NOT NULL THEN
    INSERT INTO erp_replenishment_stock_delta VALUES (OLD.tenant_id, OLD.product_id, coalesce(OLD.store_id, 0),
      -coalesce(OLD.on_hand, 0), -coalesce(OLD.available, 0), -coalesce(OLD.in_transit, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_deleted = 0 AND NEW.product_id IS NOT NULL THEN
    INSERT INTO erp_replenishment_stock_delta VALUES (NEW.tenant_id, NEW.product_id, coalesce(NEW.store_id, 0),
      coalesce(NEW.on_hand, 0), coalesce(NEW.available, 0), coalesce(NEW.in_transit, 0));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER erp_replenishment_stock AFTER INSERT OR UPDATE OR DELETE ON erp_store_product_inventory
  FOR EACH ROW EXECUTE FUNCTION erp_replenishment_stock();

-- Folds the stock changes left so far into the SKUs' rows, in key order (as every writer of them takes
-- them); rows made for SKUs new to a warehouse take their rules.
CREATE FUNCTION erp_replenishment_fold(p_tenant varchar) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  made record;
BEGIN
  EXECUTE 'WITH gone AS (DELETE FROM erp_replenishment_stock_delta WHERE tenant_id = $1
                          RETURNING product_id, store_id, on_hand, available, in_transit),
          sums AS (SELECT product_id, store_id, sum(on_hand)::int AS on_hand, sum(available)::int AS available,
                          sum(in_transit)::int AS in_transit FROM gone GROUP BY product_id, store_id),
          written AS (
            INSERT INTO erp_replenishment_sku AS s (tenant_id, product_id, store_id, on_hand, available, in_transit)
            SELECT $1, product_id, store_id, on_hand, available, in_transit FROM sums ORDER BY product_id, store_id
            ON CONFLICT (tenant_id, product_id, store_id) DO UPDATE
               SET on_hand = s.on_hand + excluded.on_hand, available = s.available + excluded.available,
                   in_transit = s.in_transit + excluded.in_transit
            RETURNING product_id, store_id, (xmax = 0) AS made)
     SELECT array_agg(product_id ORDER BY product_id, store_id) AS products,
            array_agg(store_id ORDER BY product_id, store_id) AS stores FROM written WHERE made'
    INTO made USING p_tenant;
  IF made.products IS NOT NULL THEN
    PERFORM erp_replenishment_apply_rules(p_tenant, made.products, made.stores);
  END IF;
END $$;

-- Once: what already shipped and what is in stock today.
CREATE FUNCTION erp_replenishment_rebuild(p_tenant varchar) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM erp_sales_daily WHERE tenant_id = $1' USING p_tenant;
  EXECUTE 'DELETE FROM erp_replenishment_stock_delta WHERE tenant_id = $1' USING p_tenant;
  EXECUTE 'INSERT INTO erp_sales_daily (tenant_id, product_id, store_id, sale_day, quantity, order_count)
     SELECT o.tenant_id, i.product_id, coalesce(o.store_id, 0), coalesce(o.ship_time::date, o.update_time::date),
            sum(coalesce(i.quantity, 0))::int, count(DISTINCT o.id)::int
       FROM erp_order o JOIN erp_order_item i ON i.tenant_id = o.tenant_id AND i.order_id = o.id AND i.is_deleted = 0
      WHERE o.tenant_id = $1 AND o.status = 5 AND o.is_deleted = 0 AND i.product_id IS NOT NULL
      GROUP BY 1, 2, 3, 4' USING p_tenant;
  EXECUTE 'INSERT INTO erp_replenishment_sku AS s (tenant_id, product_id, store_id, on_hand, available, in_transit)
     SELECT tenant_id, product_id, coalesce(store_id, 0), coalesce(sum(on_hand), 0)::int,
            coalesce(sum(available), 0)::int, coalesce(sum(in_transit), 0)::int
       FROM erp_store_product_inventory WHERE tenant_id = $1 AND is_deleted = 0 AND product_id IS NOT NULL
      GROUP BY 1, 2, 3
     ON CONFLICT (tenant_id, product_id, store_id) DO UPDATE
        SET on_hand = excluded.on_hand, available = excluded.available, in_transit = excluded.in_transit'
    USING p_tenant;
  PERFORM erp_replenishment_roll(p_tenant, true);
  PERFORM erp_replenishment_apply_rules(p_tenant, NULL);
END $$;

-- The day's rollover: every row not counted today (all with `everyRow`) is recounted set-based.
CREATE FUNCTION erp_replenishment_roll(p_tenant varchar, p_every boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO erp_replenishment_sku AS s
       (tenant_id, product_id, store_id, as_of, sold7, sold15, sold30, sold60, sold90, orders30)
     SELECT $1, k.product_id, k.store_id, current_date,
            coalesce(d.sold7, 0), coalesce(d.sold15, 0), coalesce(d.sold30, 0), coalesce(d.sold60, 0),
            coalesce(d.sold90, 0), coalesce(d.orders30, 0)
       FROM (SELECT product_id, store_id FROM erp_replenishment_sku WHERE tenant_id = $1 AND ($2 OR as_of < current_date)
             UNION SELECT DISTINCT product_id, store_id FROM erp_sales_daily
                    WHERE tenant_id = $1 AND sale_day > current_date - 90 AND sale_day <= current_date) k
       LEFT JOIN (SELECT product_id, store_id,
                         sum(quantity) FILTER (WHERE sale_day > current_date - 7) AS sold7,
                         sum(quantity) FILTER (WHERE sale_day > current_date - 15) AS sold15,
                         sum(quantity) FILTER (WHERE sale_day > current_date - 30) AS sold30,
                         sum(quantity) FILTER (WHERE sale_day > current_date - 60) AS sold60,
                         sum(quantity) AS sold90,
                         sum(order_count) FILTER (WHERE sale_day > current_date - 30) AS orders30
                    FROM erp_sales_daily WHERE tenant_id = $1 AND sale_day > current_date - 90 AND sale_day <= current_date
                   GROUP BY product_id, store_id) d ON d.product_id = k.product_id AND d.store_id = k.store_id
     ON CONFLICT (tenant_id, product_id, store_id) DO UPDATE
        SET as_of = excluded.as_of, sold7 = excluded.sold7, sold15 = excluded.sold15, sold30 = excluded.sold30,
            sold60 = excluded.sold60, sold90 = excluded.sold90, orders30 = excluded.orders30
      WHERE $2 OR s.as_of < current_date
         OR (s.sold7, s.sold15, s.sold30, s.sold60, s.sold90, s.orders30) IS DISTINCT FROM
            (excluded.sold7, excluded.sold15, excluded.sold30, excluded.sold60, excluded.sold90, excluded.orders30)'
    USING p_tenant, p_every;
  EXECUTE 'INSERT INTO erp_replenishment_config AS c (tenant_id, refreshed_on) VALUES ($1, current_date)
     ON CONFLICT (tenant_id) DO UPDATE SET refreshed_on = current_date' USING p_tenant;
END $$;

-- Fresh counts first: the backfill joins orders to their lines by the planner's estimates.
ANALYZE erp_order;
ANALYZE erp_order_item;
ANALYZE erp_store_product_inventory;
SELECT erp_replenishment_rebuild(t.tenant_id) FROM (SELECT DISTINCT tenant_id FROM erp_order) t;
