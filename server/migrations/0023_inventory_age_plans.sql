-- Issue 10: aged stock plans (the records of erp/inventorylibraryage), a remark beside each ledger row (the one part of a row that may change), the confirmation of inbound receipts, and the status of a count's lines (to count, counted, to recount).
-- Aged stock plan (erp/inventorylibraryage)
CREATE TABLE erp_inventory_age_plan (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  product_id bigint,
  action integer,
  quantity integer,
  target_date date,
  plan_status integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_inventory_age_plan_store_id ON erp_inventory_age_plan (tenant_id, store_id);
CREATE INDEX erp_inventory_age_plan_product_id ON erp_inventory_age_plan (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_inventory_age_plan');
ALTER TABLE erp_store_product_inventory_log ADD COLUMN remark varchar(500);
ALTER TABLE ware_inbound_order ADD COLUMN confirm_time timestamp(0), ADD COLUMN confirm_user bigint;
ALTER TABLE ware_stocktaking_item ADD COLUMN line_status integer DEFAULT 1;
UPDATE ware_stocktaking_item SET line_status = CASE WHEN counted_quantity IS NULL THEN 1 ELSE 2 END;
