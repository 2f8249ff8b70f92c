-- Issue 31: FBA turnovers (erp/fbaturnover, ware/wfbaturnover): an overseas warehouse's stock sent
-- to an Amazon fulfilment centre for a shop's FBA shipment: lines, boxes (made whole by one
-- encasement, with the floor's operation id), box lines and label files. Numbers come from the
-- tenant's 'fbaTurnover' (FZ-) rule.

-- FBA turnover (erp/fbaturnover)
CREATE TABLE erp_fba_turnover (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  shop_id bigint,
  centre varchar(16),
  shipment_id varchar(32),
  reference_id varchar(32),
  status integer NOT NULL DEFAULT 0,
  total_quantity integer,
  packed_quantity integer,
  box_count integer,
  allocation_time timestamp(0),
  outbound_time timestamp(0),
  cancel_reason varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_turnover_store_id ON erp_fba_turnover (tenant_id, store_id);
CREATE INDEX erp_fba_turnover_shop_id ON erp_fba_turnover (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_fba_turnover');

-- FBA turnover line (erp/fbaturnoveritem)
CREATE TABLE erp_fba_turnover_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  turnover_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  seller_sku varchar(64),
  fnsku varchar(16),
  quantity integer,
  packed_quantity integer,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_turnover_item_turnover_id ON erp_fba_turnover_item (tenant_id, turnover_id);
CREATE INDEX erp_fba_turnover_item_product_id ON erp_fba_turnover_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_turnover_item');

-- FBA turnover box (erp/fbaturnoverbox)
CREATE TABLE erp_fba_turnover_box (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  turnover_id bigint,
  box_no integer,
  length numeric(20,2),
  width numeric(20,2),
  height numeric(20,2),
  weight numeric(20,3),
  quantity integer,
  op_id varchar(36),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_turnover_box_turnover_id ON erp_fba_turnover_box (tenant_id, turnover_id);
SELECT erp_isolate_tenant('erp_fba_turnover_box');

-- FBA turnover box line (erp/fbaturnoverboxitem)
CREATE TABLE erp_fba_turnover_box_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  turnover_id bigint,
  box_id bigint,
  item_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_turnover_box_item_turnover_id ON erp_fba_turnover_box_item (tenant_id, turnover_id);
CREATE INDEX erp_fba_turnover_box_item_box_id ON erp_fba_turnover_box_item (tenant_id, box_id);
CREATE INDEX erp_fba_turnover_box_item_item_id ON erp_fba_turnover_box_item (tenant_id, item_id);
CREATE INDEX erp_fba_turnover_box_item_product_id ON erp_fba_turnover_box_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_fba_turnover_box_item');

-- FBA turnover file (erp/fbaturnoverfile)
CREATE TABLE erp_fba_turnover_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  turnover_id bigint,
  file_type integer,
  attach_id bigint,
  file_url varchar(500),
  file_name varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_fba_turnover_file_turnover_id ON erp_fba_turnover_file (tenant_id, turnover_id);
CREATE INDEX erp_fba_turnover_file_attach_id ON erp_fba_turnover_file (tenant_id, attach_id);
SELECT erp_isolate_tenant('erp_fba_turnover_file');

-- One live turnover per number; box numbers 1, 2, ... per turnover; one box per client-made
-- operation id (removed ones too: a replayed encasement never makes a second box).
CREATE UNIQUE INDEX erp_fba_turnover_live_code ON erp_fba_turnover (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_turnover_box_no ON erp_fba_turnover_box (tenant_id, turnover_id, box_no) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_fba_turnover_box_op_id ON erp_fba_turnover_box (tenant_id, op_id);
