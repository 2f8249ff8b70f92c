-- Issue 10: outbound orders and their lines, pick lists and their lines.
-- Outbound order (ware/woutbound)
CREATE TABLE ware_outbound (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  transport_id bigint,
  reference_code varchar(64),
  recipient varchar(100),
  address varchar(500),
  status integer NOT NULL DEFAULT 0,
  face_sheet_status integer,
  order_pick_id bigint,
  total_quantity integer,
  short_quantity integer,
  tracking_number varchar(64),
  outbound_time timestamp(0),
  review_remark varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_store_id ON ware_outbound (tenant_id, store_id);
CREATE INDEX ware_outbound_transport_id ON ware_outbound (tenant_id, transport_id);
CREATE INDEX ware_outbound_order_pick_id ON ware_outbound (tenant_id, order_pick_id);
SELECT erp_isolate_tenant('ware_outbound');

-- Outbound line (ware/woutbounditem)
CREATE TABLE ware_outbound_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  outbound_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  picked_quantity integer,
  shipped_quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_item_outbound_id ON ware_outbound_item (tenant_id, outbound_id);
CREATE INDEX ware_outbound_item_product_id ON ware_outbound_item (tenant_id, product_id);
SELECT erp_isolate_tenant('ware_outbound_item');

-- Pick list (ware/worderpick)
CREATE TABLE ware_order_pick (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  store_id bigint,
  transport_id bigint,
  status integer NOT NULL DEFAULT 2,
  order_count integer,
  total_quantity integer,
  short_quantity integer,
  picked_time timestamp(0),
  outbound_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_order_pick_store_id ON ware_order_pick (tenant_id, store_id);
CREATE INDEX ware_order_pick_transport_id ON ware_order_pick (tenant_id, transport_id);
SELECT erp_isolate_tenant('ware_order_pick');

-- Pick line (ware/worderpickitem)
CREATE TABLE ware_order_pick_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_pick_id bigint,
  outbound_id bigint,
  outbound_item_id bigint,
  reservation_id bigint,
  position_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  quantity integer,
  picked_quantity integer,
  short_quantity integer,
  short_reason varchar(255),
  pick_order integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_order_pick_item_order_pick_id ON ware_order_pick_item (tenant_id, order_pick_id);
CREATE INDEX ware_order_pick_item_outbound_id ON ware_order_pick_item (tenant_id, outbound_id);
CREATE INDEX ware_order_pick_item_position_id ON ware_order_pick_item (tenant_id, position_id);
CREATE INDEX ware_order_pick_item_product_id ON ware_order_pick_item (tenant_id, product_id);
SELECT erp_isolate_tenant('ware_order_pick_item');

ALTER TABLE ware_outbound ALTER COLUMN total_quantity SET DEFAULT 0, ALTER COLUMN short_quantity SET DEFAULT 0;
ALTER TABLE ware_outbound_item ALTER COLUMN picked_quantity SET DEFAULT 0, ALTER COLUMN shipped_quantity SET DEFAULT 0;
ALTER TABLE ware_order_pick ALTER COLUMN total_quantity SET DEFAULT 0, ALTER COLUMN short_quantity SET DEFAULT 0;
