-- Issue 10: packing outbound orders into boxes (dimensions, weight, lines), the packing operations kept for
-- replays, and the face sheets (uploaded labels with tracking numbers); packing status on the order.
ALTER TABLE ware_outbound ADD COLUMN pack_status integer, ADD COLUMN box_count integer, ADD COLUMN packed_quantity integer;
UPDATE ware_outbound SET pack_status = 0, box_count = 0, packed_quantity = 0;

-- Outbound box (ware/woutboundbox)
CREATE TABLE ware_outbound_box (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  outbound_id bigint,
  box_no integer,
  length numeric(20,2),
  width numeric(20,2),
  height numeric(20,2),
  weight numeric(20,3),
  packed_quantity integer,
  status integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_box_outbound_id ON ware_outbound_box (tenant_id, outbound_id);
SELECT erp_isolate_tenant('ware_outbound_box');

-- Box line (ware/woutboundboxitem)
CREATE TABLE ware_outbound_box_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  box_id bigint,
  outbound_id bigint,
  outbound_item_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_box_item_box_id ON ware_outbound_box_item (tenant_id, box_id);
CREATE INDEX ware_outbound_box_item_outbound_id ON ware_outbound_box_item (tenant_id, outbound_id);
CREATE INDEX ware_outbound_box_item_product_id ON ware_outbound_box_item (tenant_id, product_id);
SELECT erp_isolate_tenant('ware_outbound_box_item');

-- Packing operation (ware/woutboundpackop)
CREATE TABLE ware_outbound_pack_op (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  outbound_id bigint,
  op_id varchar(36),
  box_no integer,
  sys_sku varchar(64),
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_pack_op_outbound_id ON ware_outbound_pack_op (tenant_id, outbound_id);
SELECT erp_isolate_tenant('ware_outbound_pack_op');

-- Face sheet (ware/woutboundlabel)
CREATE TABLE ware_outbound_label (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  outbound_id bigint,
  attach_id bigint,
  file_url varchar(500),
  file_name varchar(255),
  tracking_number varchar(64),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_outbound_label_outbound_id ON ware_outbound_label (tenant_id, outbound_id);
CREATE INDEX ware_outbound_label_attach_id ON ware_outbound_label (tenant_id, attach_id);
SELECT erp_isolate_tenant('ware_outbound_label');
-- Box numbers 1, 2, ... per order; one packing operation per client-made id; one face sheet per file
-- and per tracking number of an order.
CREATE UNIQUE INDEX ware_outbound_box_no ON ware_outbound_box (tenant_id, outbound_id, box_no) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_outbound_pack_op_op_id ON ware_outbound_pack_op (tenant_id, op_id);
CREATE UNIQUE INDEX ware_outbound_label_attach ON ware_outbound_label (tenant_id, outbound_id, attach_id) WHERE is_deleted = 0;
