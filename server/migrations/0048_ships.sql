-- Issue 31: ships (containers, erp/ship) loaded with shipment plans, their files, their costs
-- (erp/shipcost) allocated exactly to the plan lines (erp_ship_cost_allocation), the payables made
-- from them (erp_ship_bill + lines, paid by the finance issue) and the factories' invoice notices
-- (erp_financial_invoice + lines, extended by the finance issue). Numbers: the 'ship' rule (SH-).

-- Ship (container) (erp/ship)
CREATE TABLE erp_ship (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  container_type varchar(64),
  store_id bigint,
  forwarder_id bigint,
  ticket_code varchar(64),
  container_no varchar(32),
  seal_no varchar(32),
  vessel varchar(100),
  loading_port varchar(64),
  destination_port varchar(64),
  departure_date date,
  arrival_date date,
  status integer NOT NULL DEFAULT 1,
  cost_status integer,
  changed integer NOT NULL DEFAULT 0,
  volume numeric(20,4),
  weight numeric(20,3),
  total_quantity integer,
  total_boxes integer,
  goods_value numeric(20,4),
  confirm_time timestamp(0),
  depart_time timestamp(0),
  inbound_order_id bigint,
  receive_time timestamp(0),
  merged_into_id bigint,
  remark varchar(500),
  load_versions jsonb,
  inbound_lines jsonb,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_store_id ON erp_ship (tenant_id, store_id);
CREATE INDEX erp_ship_forwarder_id ON erp_ship (tenant_id, forwarder_id);
CREATE INDEX erp_ship_inbound_order_id ON erp_ship (tenant_id, inbound_order_id);
CREATE INDEX erp_ship_merged_into_id ON erp_ship (tenant_id, merged_into_id);
SELECT erp_isolate_tenant('erp_ship');

-- Ship file (erp/shipfile)
CREATE TABLE erp_ship_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_id bigint,
  file_name varchar(255),
  url varchar(500),
  file_type integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_file_ship_id ON erp_ship_file (tenant_id, ship_id);
SELECT erp_isolate_tenant('erp_ship_file');

-- Ship cost (erp/shipcost)
CREATE TABLE erp_ship_cost (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_id bigint,
  cost_type integer,
  party_id bigint,
  currency_code varchar(3),
  price_unit integer,
  unit_price numeric(20,4),
  amount numeric(20,2),
  exchange_rate numeric(20,6),
  base_amount numeric(20,2),
  basis integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_cost_ship_id ON erp_ship_cost (tenant_id, ship_id);
CREATE INDEX erp_ship_cost_party_id ON erp_ship_cost (tenant_id, party_id);
SELECT erp_isolate_tenant('erp_ship_cost');

-- Cost allocation (erp/shipcostallocation)
CREATE TABLE erp_ship_cost_allocation (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  ship_id bigint,
  ship_cost_id bigint,
  ship_order_id bigint,
  ship_order_item_id bigint,
  product_id bigint,
  quantity integer,
  basis_value numeric(20,4),
  amount numeric(20,2),
  base_amount numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_cost_allocation_ship_id ON erp_ship_cost_allocation (tenant_id, ship_id);
CREATE INDEX erp_ship_cost_allocation_ship_cost_id ON erp_ship_cost_allocation (tenant_id, ship_cost_id);
CREATE INDEX erp_ship_cost_allocation_product_id ON erp_ship_cost_allocation (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_ship_cost_allocation');

-- Ship bill (erp/shipbill)
CREATE TABLE erp_ship_bill (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  ship_id bigint,
  party_id bigint,
  currency_code varchar(3),
  amount numeric(20,2),
  paid_amount numeric(20,2),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_bill_ship_id ON erp_ship_bill (tenant_id, ship_id);
CREATE INDEX erp_ship_bill_party_id ON erp_ship_bill (tenant_id, party_id);
SELECT erp_isolate_tenant('erp_ship_bill');

-- Ship bill line (erp/shipbillitem)
CREATE TABLE erp_ship_bill_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  bill_id bigint,
  ship_cost_id bigint,
  cost_type integer,
  amount numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ship_bill_item_bill_id ON erp_ship_bill_item (tenant_id, bill_id);
CREATE INDEX erp_ship_bill_item_ship_cost_id ON erp_ship_bill_item (tenant_id, ship_cost_id);
SELECT erp_isolate_tenant('erp_ship_bill_item');

-- Invoice notice (erp/financialinvoice)
CREATE TABLE erp_financial_invoice (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  ship_id bigint,
  factory_id bigint,
  currency_code varchar(3),
  total_quantity integer,
  amount numeric(20,2),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_financial_invoice_ship_id ON erp_financial_invoice (tenant_id, ship_id);
CREATE INDEX erp_financial_invoice_factory_id ON erp_financial_invoice (tenant_id, factory_id);
SELECT erp_isolate_tenant('erp_financial_invoice');

-- Invoice notice line (erp/financialinvoiceitem)
CREATE TABLE erp_financial_invoice_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  invoice_id bigint,
  product_id bigint,
  purchase_order_id bigint,
  ship_order_item_id bigint,
  quantity integer,
  price numeric(20,4),
  amount numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_financial_invoice_item_invoice_id ON erp_financial_invoice_item (tenant_id, invoice_id);
CREATE INDEX erp_financial_invoice_item_product_id ON erp_financial_invoice_item (tenant_id, product_id);
CREATE INDEX erp_financial_invoice_item_purchase_order_id ON erp_financial_invoice_item (tenant_id, purchase_order_id);
SELECT erp_isolate_tenant('erp_financial_invoice_item');

CREATE UNIQUE INDEX erp_ship_live_code ON erp_ship (tenant_id, code) WHERE is_deleted = 0;
ALTER TABLE erp_ship ALTER COLUMN cost_status SET DEFAULT 0;
ALTER TABLE erp_ship_bill ALTER COLUMN paid_amount SET DEFAULT 0;
-- A cost line's allocation is read and cleared per ship.
CREATE INDEX erp_ship_cost_allocation_ship ON erp_ship_cost_allocation (tenant_id, ship_id);
