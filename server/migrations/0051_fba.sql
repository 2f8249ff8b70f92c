-- Issue 31: shipping into Amazon FBA. FBA transfers (/api/fbatransfer, the warehouse's
-- /api/ware/wfbatransfer) from an overseas warehouse to a fulfilment centre, with boxes and lines;
-- the seller's stock at Amazon per shop, seller SKU and centre with its log; inbound shipments to
-- Amazon with their lines, status log and receipt log; the warehouse system's (ECC) centre
-- addresses, transports and transfer orders. Numbers come from the tenant's 'fbaTransfer' (FT-) rule.

-- FBA transfer (erp/fbatransfer)
CREATE TABLE erp_fba_transfer (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  shop_id bigint,
  fba_centre varchar(16),
  shipment_id varchar(32),
  transport_code varchar(64),
  tracking_no varchar(64),
  status integer NOT NULL DEFAULT 1,
  total_quantity integer,
  box_count integer,
  received_quantity integer,
  difference_quantity integer,
  check_out_time timestamp(0),
  received_time timestamp(0),
  exception_remark varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_transfer_store_id ON erp_fba_transfer (tenant_id, store_id);
CREATE INDEX erp_fba_transfer_shop_id ON erp_fba_transfer (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_fba_transfer');

-- FBA transfer box (erp/fbatransferbox)
CREATE TABLE erp_fba_transfer_box (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  fba_transfer_id bigint,
  box_no varchar(32),
  length numeric(20,2),
  width numeric(20,2),
  height numeric(20,2),
  weight numeric(20,3),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_transfer_box_fba_transfer_id ON erp_fba_transfer_box (tenant_id, fba_transfer_id);
SELECT erp_isolate_tenant('erp_fba_transfer_box');

-- FBA transfer line (erp/fbatransferitem)
CREATE TABLE erp_fba_transfer_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  fba_transfer_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  seller_sku varchar(64),
  fnsku varchar(32),
  quantity integer,
  box_no varchar(32),
  received_quantity integer,
  damaged_quantity integer,
  difference_quantity integer,
  exception_type integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_transfer_item_fba_transfer_id ON erp_fba_transfer_item (tenant_id, fba_transfer_id);
CREATE INDEX erp_fba_transfer_item_product_id ON erp_fba_transfer_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_transfer_item');

-- FBA inventory (amazon/fbainventory)
CREATE TABLE erp_fba_inventory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  seller_sku varchar(64),
  fulfillment_center_id varchar(16),
  fnsku varchar(32),
  asin varchar(16),
  product_id bigint,
  sys_sku varchar(64),
  fulfillable_quantity integer,
  inbound_working_quantity integer,
  inbound_shipped_quantity integer,
  inbound_receiving_quantity integer,
  reserved_quantity integer,
  unfulfillable_quantity integer,
  total_quantity integer,
  source integer,
  last_updated_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inventory_shop_id ON erp_fba_inventory (tenant_id, shop_id);
CREATE INDEX erp_fba_inventory_product_id ON erp_fba_inventory (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_inventory');

-- FBA SKU link (amazon/fbainventorybasesku)
CREATE TABLE erp_fba_inventory_base_sku (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  seller_sku varchar(64),
  fnsku varchar(32),
  asin varchar(16),
  product_id bigint,
  sys_sku varchar(64),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inventory_base_sku_shop_id ON erp_fba_inventory_base_sku (tenant_id, shop_id);
CREATE INDEX erp_fba_inventory_base_sku_product_id ON erp_fba_inventory_base_sku (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_inventory_base_sku');

-- FBA inventory log (amazon/fbainventorylog)
CREATE TABLE erp_fba_inventory_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inventory_id bigint,
  shop_id bigint,
  seller_sku varchar(64),
  fulfillment_center_id varchar(16),
  bucket varchar(64),
  quantity_before integer,
  quantity_after integer,
  quantity_change integer,
  source integer,
  source_code varchar(64),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inventory_log_inventory_id ON erp_fba_inventory_log (tenant_id, inventory_id);
CREATE INDEX erp_fba_inventory_log_shop_id ON erp_fba_inventory_log (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_fba_inventory_log');

-- FBA inbound shipment (erp/fbainboundmain)
CREATE TABLE erp_fba_inbound_main (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  shipment_id varchar(32),
  shipment_name varchar(128),
  fulfillment_center_id varchar(16),
  shipment_status varchar(64) DEFAULT 'WORKING',
  fba_transfer_id bigint,
  quantity_shipped integer,
  quantity_received integer,
  quantity_damaged integer,
  discrepancy_quantity integer,
  confirm_status integer DEFAULT 0,
  confirm_time timestamp(0),
  confirm_remark varchar(500),
  source integer,
  last_updated_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inbound_main_shop_id ON erp_fba_inbound_main (tenant_id, shop_id);
CREATE INDEX erp_fba_inbound_main_fba_transfer_id ON erp_fba_inbound_main (tenant_id, fba_transfer_id);
SELECT erp_isolate_tenant('erp_fba_inbound_main');

-- FBA shipment line (amazon/fbainboundshipmentitem)
CREATE TABLE erp_fba_inbound_shipment_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inbound_main_id bigint,
  shop_id bigint,
  shipment_id varchar(32),
  seller_sku varchar(64),
  fnsku varchar(32),
  product_id bigint,
  sys_sku varchar(64),
  quantity_shipped integer,
  quantity_received integer,
  quantity_damaged integer,
  discrepancy_quantity integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inbound_shipment_item_inbound_main_id ON erp_fba_inbound_shipment_item (tenant_id, inbound_main_id);
CREATE INDEX erp_fba_inbound_shipment_item_shop_id ON erp_fba_inbound_shipment_item (tenant_id, shop_id);
CREATE INDEX erp_fba_inbound_shipment_item_product_id ON erp_fba_inbound_shipment_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_inbound_shipment_item');

-- FBA shipment log (amazon/fbashipmentlog)
CREATE TABLE erp_fba_shipment_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inbound_main_id bigint,
  shop_id bigint,
  shipment_id varchar(32),
  status_before varchar(64),
  status_after varchar(64),
  source integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_shipment_log_inbound_main_id ON erp_fba_shipment_log (tenant_id, inbound_main_id);
CREATE INDEX erp_fba_shipment_log_shop_id ON erp_fba_shipment_log (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_fba_shipment_log');

-- FBA receipt log (erp/fbainboundshipmentlog)
CREATE TABLE erp_fba_inbound_shipment_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inbound_main_id bigint,
  shop_id bigint,
  shipment_id varchar(32),
  fulfillment_center_id varchar(16),
  seller_sku varchar(64),
  fnsku varchar(32),
  quantity_shipped integer,
  received_before integer,
  received_after integer,
  quantity_damaged integer,
  discrepancy_quantity integer,
  source integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_inbound_shipment_log_inbound_main_id ON erp_fba_inbound_shipment_log (tenant_id, inbound_main_id);
CREATE INDEX erp_fba_inbound_shipment_log_shop_id ON erp_fba_inbound_shipment_log (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_fba_inbound_shipment_log');

-- Fulfilment centre address (erp/eccfbaaddress)
CREATE TABLE erp_ecc_fba_address (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(16),
  name varchar(128),
  country_code varchar(64),
  state varchar(64),
  city varchar(64),
  postal_code varchar(16),
  address_line varchar(255),
  phone varchar(32),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_ecc_fba_address');

-- FBA transport (erp/ecctransport)
CREATE TABLE erp_ecc_transport (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(64),
  name varchar(128),
  carrier varchar(64),
  store_id bigint,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ecc_transport_store_id ON erp_ecc_transport (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_ecc_transport');

-- Warehouse system transfer (erp/ecctransferorder)
CREATE TABLE erp_ecc_transfer_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  reference_no varchar(32),
  fba_transfer_id bigint,
  store_id bigint,
  fba_address_code varchar(16),
  transport_code varchar(64),
  shipment_id varchar(32),
  tracking_no varchar(64),
  box_count integer,
  total_quantity integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_ecc_transfer_order_fba_transfer_id ON erp_ecc_transfer_order (tenant_id, fba_transfer_id);
CREATE INDEX erp_ecc_transfer_order_store_id ON erp_ecc_transfer_order (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_ecc_transfer_order');

-- What the intake and the numbering find records by: one live record per key.
CREATE UNIQUE INDEX erp_fba_transfer_live_code ON erp_fba_transfer (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_transfer_box_live_no ON erp_fba_transfer_box (tenant_id, box_no, fba_transfer_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_inventory_live_key ON erp_fba_inventory (tenant_id, seller_sku, shop_id, fulfillment_center_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_inventory_base_sku_live_key ON erp_fba_inventory_base_sku (tenant_id, seller_sku, shop_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_inbound_main_live_key ON erp_fba_inbound_main (tenant_id, shipment_id, shop_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_inbound_shipment_item_live_key ON erp_fba_inbound_shipment_item (tenant_id, seller_sku, inbound_main_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_ecc_fba_address_live_code ON erp_ecc_fba_address (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_ecc_transport_live_code ON erp_ecc_transport (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_ecc_transfer_order_live_reference ON erp_ecc_transfer_order (tenant_id, reference_no) WHERE is_deleted = 0;
