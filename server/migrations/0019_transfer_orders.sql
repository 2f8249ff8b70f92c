-- Issue 10: transfer orders between warehouses and their lines.
-- Transfer order (erp/transferorder)
CREATE TABLE erp_transfer_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  from_store_id bigint,
  to_store_id bigint,
  status integer NOT NULL DEFAULT 0,
  expected_date date,
  total_quantity integer,
  inbound_order_id bigint,
  dispatch_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_transfer_order_from_store_id ON erp_transfer_order (tenant_id, from_store_id);
CREATE INDEX erp_transfer_order_to_store_id ON erp_transfer_order (tenant_id, to_store_id);
CREATE INDEX erp_transfer_order_inbound_order_id ON erp_transfer_order (tenant_id, inbound_order_id);
SELECT erp_isolate_tenant('erp_transfer_order');

-- Transfer line (erp/transferorderitem)
CREATE TABLE erp_transfer_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  transfer_order_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  from_position_id bigint,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_transfer_order_item_transfer_order_id ON erp_transfer_order_item (tenant_id, transfer_order_id);
CREATE INDEX erp_transfer_order_item_product_id ON erp_transfer_order_item (tenant_id, product_id);
CREATE INDEX erp_transfer_order_item_from_position_id ON erp_transfer_order_item (tenant_id, from_position_id);
SELECT erp_isolate_tenant('erp_transfer_order_item');

ALTER TABLE erp_transfer_order ALTER COLUMN total_quantity SET DEFAULT 0;
