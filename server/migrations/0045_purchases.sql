-- Issue 30: purchases (/api/purchase) drawn from approved sales plans or entered directly, split per
-- factory into purchase orders (erp/purchaseorder, /api/purchaseSpilt) audited through the
-- procurement_audit approval, checked at the factory lot by lot, shipped into an inbound order.
-- Numbers come from the tenant's 'purchase' (CG-) and 'purchaseOrder' (PO-) rules.

-- Purchase (erp/purchase)
CREATE TABLE erp_purchase (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  sale_plan_id bigint,
  store_id bigint,
  expected_date date,
  total_quantity integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_sale_plan_id ON erp_purchase (tenant_id, sale_plan_id);
CREATE INDEX erp_purchase_store_id ON erp_purchase (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_purchase');

-- Purchase line (erp/purchaseitem)
CREATE TABLE erp_purchase_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  purchase_id bigint,
  sale_plan_item_id bigint,
  product_id bigint,
  factory_id bigint,
  quantity integer,
  price numeric(20,4),
  currency_code varchar(3),
  amount numeric(20,4),
  purchase_order_id bigint,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_item_purchase_id ON erp_purchase_item (tenant_id, purchase_id);
CREATE INDEX erp_purchase_item_sale_plan_item_id ON erp_purchase_item (tenant_id, sale_plan_item_id);
CREATE INDEX erp_purchase_item_product_id ON erp_purchase_item (tenant_id, product_id);
CREATE INDEX erp_purchase_item_factory_id ON erp_purchase_item (tenant_id, factory_id);
CREATE INDEX erp_purchase_item_purchase_order_id ON erp_purchase_item (tenant_id, purchase_order_id);
SELECT erp_isolate_tenant('erp_purchase_item');

-- Purchase order (erp/purchaseorder)
CREATE TABLE erp_purchase_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  purchase_id bigint,
  factory_id bigint,
  currency_code varchar(3),
  exchange_rate numeric(20,6),
  base_currency varchar(3),
  settlement_method integer,
  payment_method integer,
  total_quantity integer,
  amount numeric(20,4),
  retainer_amount numeric(20,4),
  retainer_ratio numeric(20,4),
  contract_file varchar(500),
  contract_file_name varchar(255),
  store_id bigint,
  expected_date date,
  status integer NOT NULL DEFAULT 1,
  progress_status integer,
  audit_remark varchar(255),
  inbound_order_id bigint,
  ship_time timestamp(0),
  shipped_quantity integer,
  received_quantity integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_order_purchase_id ON erp_purchase_order (tenant_id, purchase_id);
CREATE INDEX erp_purchase_order_factory_id ON erp_purchase_order (tenant_id, factory_id);
CREATE INDEX erp_purchase_order_store_id ON erp_purchase_order (tenant_id, store_id);
CREATE INDEX erp_purchase_order_inbound_order_id ON erp_purchase_order (tenant_id, inbound_order_id);
SELECT erp_isolate_tenant('erp_purchase_order');

-- Purchase order line (erp/purchaseorderitem)
CREATE TABLE erp_purchase_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  purchase_order_id bigint,
  purchase_item_id bigint,
  sale_plan_item_id bigint,
  product_id bigint,
  quantity integer,
  price numeric(20,4),
  amount numeric(20,4),
  shipped_quantity integer,
  received_quantity integer,
  inbound_item_id bigint,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_order_item_purchase_order_id ON erp_purchase_order_item (tenant_id, purchase_order_id);
CREATE INDEX erp_purchase_order_item_purchase_item_id ON erp_purchase_order_item (tenant_id, purchase_item_id);
CREATE INDEX erp_purchase_order_item_sale_plan_item_id ON erp_purchase_order_item (tenant_id, sale_plan_item_id);
CREATE INDEX erp_purchase_order_item_product_id ON erp_purchase_order_item (tenant_id, product_id);
CREATE INDEX erp_purchase_order_item_inbound_item_id ON erp_purchase_order_item (tenant_id, inbound_item_id);
SELECT erp_isolate_tenant('erp_purchase_order_item');

-- Quality check (erp/purchasequalitycheck)
CREATE TABLE erp_purchase_quality_check (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  purchase_order_id bigint,
  lot_no varchar(64),
  product_id bigint,
  sampled_quantity integer,
  defect_quantity integer,
  defect_rate numeric(20,4),
  result integer,
  photos varchar(2000),
  check_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_quality_check_purchase_order_id ON erp_purchase_quality_check (tenant_id, purchase_order_id);
CREATE INDEX erp_purchase_quality_check_product_id ON erp_purchase_quality_check (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_purchase_quality_check');

CREATE UNIQUE INDEX erp_purchase_live_code ON erp_purchase (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_purchase_order_live_code ON erp_purchase_order (tenant_id, code) WHERE is_deleted = 0;
ALTER TABLE erp_purchase_order ALTER COLUMN progress_status SET DEFAULT 1;
ALTER TABLE erp_purchase_order ALTER COLUMN shipped_quantity SET DEFAULT 0;
ALTER TABLE erp_purchase_order ALTER COLUMN received_quantity SET DEFAULT 0;
ALTER TABLE erp_purchase_order_item ALTER COLUMN shipped_quantity SET DEFAULT 0;
ALTER TABLE erp_purchase_order_item ALTER COLUMN received_quantity SET DEFAULT 0;
-- The last price paid per product and factory (financialproceeds/getPrice) reads the newest line first.
CREATE INDEX erp_purchase_order_item_product_newest ON erp_purchase_order_item (tenant_id, product_id, id DESC);
