-- Issue 31 (helper A): ship applications (erp/shipapply: lines, log, files) of purchased,
-- quality-passed goods of approved purchase orders, shipment plans (erp/shiporder: lines, files,
-- pre-shipment checks) that group them for one departure, and purchase payments recorded on a plan
-- (erp/purchasepayment). Numbers come from the tenant's 'shipApply' (SA-) and 'shipOrder' (FH-) rules.
-- The purchase order gets its application state (ship_apply_state: 1 pending, 2 partly, 3 applied).

-- Ship application (erp/shipapply)
CREATE TABLE erp_ship_apply (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  purchase_order_id bigint,
  factory_id bigint,
  store_id bigint,
  expected_ship_date date,
  total_quantity integer,
  planned_quantity integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_apply_purchase_order_id ON erp_ship_apply (tenant_id, purchase_order_id);
CREATE INDEX erp_ship_apply_factory_id ON erp_ship_apply (tenant_id, factory_id);
CREATE INDEX erp_ship_apply_store_id ON erp_ship_apply (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_ship_apply');

-- Ship application line (erp/shipapplyitem)
CREATE TABLE erp_ship_apply_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_apply_id bigint,
  purchase_order_item_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  planned_quantity integer,
  box_num integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_apply_item_ship_apply_id ON erp_ship_apply_item (tenant_id, ship_apply_id);
CREATE INDEX erp_ship_apply_item_purchase_order_item_id ON erp_ship_apply_item (tenant_id, purchase_order_item_id);
CREATE INDEX erp_ship_apply_item_product_id ON erp_ship_apply_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_ship_apply_item');

-- Ship application log (erp/shipapplylog)
CREATE TABLE erp_ship_apply_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_apply_id bigint,
  operation varchar(64),
  from_status integer,
  to_status integer,
  content varchar(1000),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_apply_log_ship_apply_id ON erp_ship_apply_log (tenant_id, ship_apply_id);
SELECT erp_isolate_tenant('erp_ship_apply_log');

-- Ship application file (erp/shipapplyfile)
CREATE TABLE erp_ship_apply_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_apply_id bigint,
  file_url varchar(500),
  file_name varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_apply_file_ship_apply_id ON erp_ship_apply_file (tenant_id, ship_apply_id);
SELECT erp_isolate_tenant('erp_ship_apply_file');

-- Shipment plan (erp/shiporder)
CREATE TABLE erp_ship_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  batch_no varchar(64),
  ship_id bigint,
  ship_date date,
  total_quantity integer,
  box_num integer,
  volume numeric(20,4),
  weight numeric(20,3),
  status integer NOT NULL DEFAULT 1,
  void_reason varchar(255),
  edited_after_confirm integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_order_store_id ON erp_ship_order (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_ship_order');

-- Shipment plan line (erp/shiporderitem)
CREATE TABLE erp_ship_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_order_id bigint,
  ship_apply_id bigint,
  ship_apply_item_id bigint,
  purchase_order_id bigint,
  purchase_order_item_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  factory_id bigint,
  quantity integer,
  box_num integer,
  unit_cost numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_order_item_ship_order_id ON erp_ship_order_item (tenant_id, ship_order_id);
CREATE INDEX erp_ship_order_item_ship_apply_id ON erp_ship_order_item (tenant_id, ship_apply_id);
CREATE INDEX erp_ship_order_item_ship_apply_item_id ON erp_ship_order_item (tenant_id, ship_apply_item_id);
CREATE INDEX erp_ship_order_item_purchase_order_id ON erp_ship_order_item (tenant_id, purchase_order_id);
CREATE INDEX erp_ship_order_item_purchase_order_item_id ON erp_ship_order_item (tenant_id, purchase_order_item_id);
CREATE INDEX erp_ship_order_item_product_id ON erp_ship_order_item (tenant_id, product_id);
CREATE INDEX erp_ship_order_item_factory_id ON erp_ship_order_item (tenant_id, factory_id);
SELECT erp_isolate_tenant('erp_ship_order_item');

-- Shipment plan file (erp/shiporderfile)
CREATE TABLE erp_ship_order_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_order_id bigint,
  file_url varchar(500),
  file_name varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_order_file_ship_order_id ON erp_ship_order_file (tenant_id, ship_order_id);
SELECT erp_isolate_tenant('erp_ship_order_file');

-- Pre-shipment inspection (erp/shipqualitycheck)
CREATE TABLE erp_ship_quality_check (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_order_id bigint,
  ship_apply_id bigint,
  sampled_quantity integer,
  defect_quantity integer,
  defect_rate numeric(20,4),
  result integer,
  inspector varchar(64),
  photos varchar(2000),
  check_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_quality_check_ship_order_id ON erp_ship_quality_check (tenant_id, ship_order_id);
CREATE INDEX erp_ship_quality_check_ship_apply_id ON erp_ship_quality_check (tenant_id, ship_apply_id);
SELECT erp_isolate_tenant('erp_ship_quality_check');

-- Purchase payment (erp/purchasepayment)
CREATE TABLE erp_purchase_payment (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  purchase_order_id bigint,
  ship_order_id bigint,
  payment_type integer,
  amount numeric(20,4),
  currency_code varchar(3),
  pay_date date,
  voucher_url varchar(500),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_payment_purchase_order_id ON erp_purchase_payment (tenant_id, purchase_order_id);
CREATE INDEX erp_purchase_payment_ship_order_id ON erp_purchase_payment (tenant_id, ship_order_id);
SELECT erp_isolate_tenant('erp_purchase_payment');

CREATE UNIQUE INDEX erp_ship_apply_live_code ON erp_ship_apply (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_ship_order_live_code ON erp_ship_order (tenant_id, code) WHERE is_deleted = 0;
-- The plans a ship carries (the ship's own table is helper B's, migration 0048).
CREATE INDEX erp_ship_order_ship_id ON erp_ship_order (tenant_id, ship_id);
ALTER TABLE erp_ship_apply ALTER COLUMN total_quantity SET DEFAULT 0;
ALTER TABLE erp_ship_apply ALTER COLUMN planned_quantity SET DEFAULT 0;
ALTER TABLE erp_ship_apply_item ALTER COLUMN planned_quantity SET DEFAULT 0;
ALTER TABLE erp_ship_order ALTER COLUMN edited_after_confirm SET DEFAULT 0;
ALTER TABLE erp_purchase_order ADD COLUMN ship_apply_state integer DEFAULT 1;
