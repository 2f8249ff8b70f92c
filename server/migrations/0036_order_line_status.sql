-- Issue 12, the order page at a million orders: an exact SKU search in a tab reads only that tab's
-- lines of the SKU. Each line carries its order's status (order_status), kept by the triggers below
-- whatever changes an order or moves a line, and the SKU indexes take it after the SKU: a best
-- seller's 1,250 lines were each matched to their order to find the 50 pending review.
ALTER TABLE erp_order_item ADD COLUMN order_status integer;
UPDATE erp_order_item i SET order_status = o.status
  FROM erp_order o WHERE o.tenant_id = i.tenant_id AND o.id = i.order_id;

DROP INDEX erp_order_item_seller_sku;
DROP INDEX erp_order_item_sys_sku;
CREATE INDEX erp_order_item_seller_sku ON erp_order_item (tenant_id, seller_sku, order_status, order_id)
  WHERE is_deleted = 0;
CREATE INDEX erp_order_item_sys_sku ON erp_order_item (tenant_id, sys_sku, order_status, order_id) WHERE is_deleted = 0;

-- A line written, moved to another order or brought back takes that order's status (none while it
-- has no order). Removed lines are no longer kept in step: every search skips them.
-- Each lookup is planned afresh (EXECUTE): a session's cached plan made while erp_order was small
-- scanned the whole table for every line once it held a million orders.
CREATE FUNCTION erp_order_item_take_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'SELECT status FROM erp_order WHERE tenant_id = $1 AND id = $2'
    INTO NEW.order_status USING NEW.tenant_id, NEW.order_id;
  RETURN NEW;
END $$;
CREATE TRIGGER erp_order_item_status_insert BEFORE INSERT ON erp_order_item
  FOR EACH ROW EXECUTE FUNCTION erp_order_item_take_status();
CREATE TRIGGER erp_order_item_status_move BEFORE UPDATE OF order_id, tenant_id, is_deleted ON erp_order_item
  FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
                     OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION erp_order_item_take_status();

-- Orders written (their lines may come first) or whose status changed pass it to their lines: one
-- statement per statement on erp_order, so a batch review of a thousand orders is one update. It is
-- planned for the rows at hand (EXECUTE): a plan cached for a thousand would scan every line for one.
CREATE FUNCTION erp_order_status_to_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE 'UPDATE erp_order_item i SET order_status = n.status FROM new_rows n
              WHERE i.tenant_id = n.tenant_id AND i.order_id = n.id AND i.is_deleted = 0
                AND i.order_status IS DISTINCT FROM n.status';
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
                 WHERE n.status IS DISTINCT FROM o.status) THEN
    EXECUTE 'UPDATE erp_order_item i SET order_status = n.status
               FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
              WHERE n.status IS DISTINCT FROM o.status
                AND i.tenant_id = n.tenant_id AND i.order_id = n.id AND i.is_deleted = 0
                AND i.order_status IS DISTINCT FROM n.status';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER erp_order_lines_insert AFTER INSERT ON erp_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_status_to_lines();
CREATE TRIGGER erp_order_lines_update AFTER UPDATE ON erp_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION erp_order_status_to_lines();
