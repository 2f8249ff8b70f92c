-- Issue 12 (handling and the warehouse's side): warehouse orders (a pushed sales order and the outbound
-- order doing its work), cut-off orders, and where a sales order's tracking number was pushed to its marketplace.

-- Warehouse order (ware/worder)
CREATE TABLE ware_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  order_id bigint,
  outbound_id bigint,
  store_id bigint,
  transport_id bigint,
  status integer NOT NULL DEFAULT 0,
  label_status integer,
  tracking_number varchar(255),
  total_quantity integer,
  cut_status integer,
  ship_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_order_order_id ON ware_order (tenant_id, order_id);
CREATE INDEX ware_order_outbound_id ON ware_order (tenant_id, outbound_id);
CREATE INDEX ware_order_store_id ON ware_order (tenant_id, store_id);
CREATE INDEX ware_order_transport_id ON ware_order (tenant_id, transport_id);
SELECT erp_isolate_tenant('ware_order');

-- Order cut (ware/wcutofforder)
CREATE TABLE ware_cut_off_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  order_id bigint,
  ware_order_id bigint,
  store_id bigint,
  reason varchar(500),
  status integer NOT NULL DEFAULT 1,
  is_self_cut integer NOT NULL DEFAULT 0,
  finish_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_cut_off_order_order_id ON ware_cut_off_order (tenant_id, order_id);
CREATE INDEX ware_cut_off_order_ware_order_id ON ware_cut_off_order (tenant_id, ware_order_id);
CREATE INDEX ware_cut_off_order_store_id ON ware_cut_off_order (tenant_id, store_id);
SELECT erp_isolate_tenant('ware_cut_off_order');

-- One open warehouse order per sales order (a closed one, cut, leaves room for the next push); one open cut per warehouse order.
CREATE UNIQUE INDEX ware_order_open_order ON ware_order (tenant_id, order_id) WHERE is_deleted = 0 AND status <> 5;
CREATE UNIQUE INDEX ware_cut_off_order_open ON ware_cut_off_order (tenant_id, ware_order_id)
  WHERE is_deleted = 0 AND status IN (1, 2);
CREATE INDEX ware_order_page_status ON ware_order (tenant_id, status, id DESC) WHERE is_deleted = 0;

-- The last push of the order's tracking number to its marketplace: 1 pushed, 2 refused; when.
ALTER TABLE erp_order ADD COLUMN track_push_status integer, ADD COLUMN track_push_time timestamp(0);
