-- Issue 12: vendor-central purchase orders (admin side) with lines, cartons and their contents; customer
-- PO orders with lines and their tracks. Page indexes (status, shop, dates) come from the declarations
-- (resource-indexes.ts); PO numbers are unique among live rows.

-- VC purchase order (erp/vcAdminOrder)
CREATE TABLE erp_vc_admin_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  po_number varchar(40),
  shop_id bigint,
  vendor_code varchar(20),
  ship_to_fc varchar(20),
  ship_to_address varchar(255),
  ship_window_start date,
  ship_window_end date,
  order_date date,
  currency varchar(3),
  total_quantity integer,
  accepted_quantity integer,
  shipped_quantity integer,
  total_cost numeric(20,4),
  accepted_cost numeric(20,4),
  status integer NOT NULL DEFAULT 1,
  po_send_status integer,
  store_id bigint,
  parent_order_id bigint,
  merged_into_id bigint,
  asn_number varchar(40),
  shipment_time timestamp(0),
  carrier varchar(64),
  track_number varchar(255),
  ship_time timestamp(0),
  label_url varchar(500),
  label_attach_id bigint,
  label_source integer,
  upc_url varchar(500),
  invoice_number varchar(64),
  payment_number varchar(64),
  invoice_amount numeric(20,4),
  invoice_status integer,
  invoice_time timestamp(0),
  cancel_reason varchar(500),
  remark varchar(1000),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_admin_order_shop_id ON erp_vc_admin_order (tenant_id, shop_id);
CREATE INDEX erp_vc_admin_order_store_id ON erp_vc_admin_order (tenant_id, store_id);
CREATE INDEX erp_vc_admin_order_parent_order_id ON erp_vc_admin_order (tenant_id, parent_order_id);
CREATE INDEX erp_vc_admin_order_label_attach_id ON erp_vc_admin_order (tenant_id, label_attach_id);
CREATE INDEX erp_vc_admin_order_merged_into_id ON erp_vc_admin_order (tenant_id, merged_into_id);
SELECT erp_isolate_tenant('erp_vc_admin_order');

-- VC order line (erp/vcAdminOrderItem)
CREATE TABLE erp_vc_admin_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  asin varchar(10),
  upc varchar(14),
  vendor_sku varchar(64),
  product_name varchar(255),
  ordered_quantity integer,
  accepted_quantity integer,
  shipped_quantity integer,
  unit_cost numeric(20,4),
  amount numeric(20,4),
  accepted_amount numeric(20,4),
  store_id bigint,
  reject_reason varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_admin_order_item_order_id ON erp_vc_admin_order_item (tenant_id, order_id);
CREATE INDEX erp_vc_admin_order_item_product_id ON erp_vc_admin_order_item (tenant_id, product_id);
CREATE INDEX erp_vc_admin_order_item_store_id ON erp_vc_admin_order_item (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_vc_admin_order_item');

-- VC carton (erp/vcCarton)
CREATE TABLE erp_vc_carton (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  carton_no varchar(40),
  barcode varchar(64),
  total_quantity integer,
  weight numeric(20,3),
  length numeric(20,2),
  width numeric(20,2),
  height numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_carton_order_id ON erp_vc_carton (tenant_id, order_id);
SELECT erp_isolate_tenant('erp_vc_carton');

-- Carton content (erp/vcCartonItem)
CREATE TABLE erp_vc_carton_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  carton_id bigint,
  order_item_id bigint,
  sys_sku varchar(64),
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_carton_item_carton_id ON erp_vc_carton_item (tenant_id, carton_id);
CREATE INDEX erp_vc_carton_item_order_item_id ON erp_vc_carton_item (tenant_id, order_item_id);
SELECT erp_isolate_tenant('erp_vc_carton_item');

-- PO order (erp/vcCustomerOrder)
CREATE TABLE erp_vc_customer_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  customer_name varchar(100),
  shop_id bigint,
  vc_admin_order_id bigint,
  store_id bigint,
  currency varchar(3),
  delivery_date date,
  ship_to_fc varchar(20),
  ship_to_address varchar(255),
  total_quantity integer,
  confirmed_quantity integer,
  shipped_quantity integer,
  total_amount numeric(20,4),
  confirmed_amount numeric(20,4),
  status integer NOT NULL DEFAULT 1,
  confirm_time timestamp(0),
  carrier varchar(64),
  track_number varchar(255),
  ship_time timestamp(0),
  arn varchar(40),
  appointment_time timestamp(0),
  cancel_reason varchar(500),
  remark varchar(1000),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_customer_order_shop_id ON erp_vc_customer_order (tenant_id, shop_id);
CREATE INDEX erp_vc_customer_order_vc_admin_order_id ON erp_vc_customer_order (tenant_id, vc_admin_order_id);
CREATE INDEX erp_vc_customer_order_store_id ON erp_vc_customer_order (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_vc_customer_order');

-- PO order line (erp/vcCustomerOrderItem)
CREATE TABLE erp_vc_customer_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  asin varchar(10),
  vendor_sku varchar(64),
  product_name varchar(255),
  ordered_quantity integer,
  confirmed_quantity integer,
  shipped_quantity integer,
  unit_price numeric(20,4),
  amount numeric(20,4),
  confirmed_amount numeric(20,4),
  send_status integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_customer_order_item_order_id ON erp_vc_customer_order_item (tenant_id, order_id);
CREATE INDEX erp_vc_customer_order_item_product_id ON erp_vc_customer_order_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_vc_customer_order_item');

-- PO order tracking (erp/vcCustomerOrderTrack)
CREATE TABLE erp_vc_customer_order_track (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  vc_customer_order_id bigint,
  order_code varchar(40),
  track_number varchar(255),
  carrier varchar(64),
  status integer NOT NULL DEFAULT 1,
  last_event varchar(500),
  event_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_vc_customer_order_track_vc_customer_order_id ON erp_vc_customer_order_track (tenant_id, vc_customer_order_id);
SELECT erp_isolate_tenant('erp_vc_customer_order_track');

CREATE UNIQUE INDEX erp_vc_admin_order_live_po ON erp_vc_admin_order (tenant_id, po_number) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_vc_customer_order_live_code ON erp_vc_customer_order (tenant_id, code) WHERE is_deleted = 0;
-- One carton number per shipment.
CREATE UNIQUE INDEX erp_vc_carton_live_no ON erp_vc_carton (tenant_id, order_id, carton_no) WHERE is_deleted = 0;
