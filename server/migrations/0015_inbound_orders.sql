-- Issue 10: inbound orders with their lines, and putaway tasks. Receiving posts into the warehouse's
-- receiving position through the stock ledger; putaway moves the units on to storage positions.

-- Inbound order (ware/winboundorder)
CREATE TABLE ware_inbound_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  source_code varchar(64),
  expected_date date,
  status integer NOT NULL DEFAULT 1,
  push_status integer,
  planned_quantity integer,
  received_quantity integer,
  receive_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_inbound_order_store_id ON ware_inbound_order (tenant_id, store_id);
SELECT erp_isolate_tenant('ware_inbound_order');

-- Inbound line (ware/winboundbatchitem)
CREATE TABLE ware_inbound_batch_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inbound_order_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  planned_quantity integer,
  received_quantity integer,
  over_receipt_percent integer,
  unit_cost numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_inbound_batch_item_inbound_order_id ON ware_inbound_batch_item (tenant_id, inbound_order_id);
CREATE INDEX ware_inbound_batch_item_product_id ON ware_inbound_batch_item (tenant_id, product_id);
SELECT erp_isolate_tenant('ware_inbound_batch_item');

-- Putaway task (ware/winboundshelves)
CREATE TABLE ware_inbound_shelves (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  inbound_order_id bigint,
  item_id bigint,
  store_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  from_position_id bigint,
  position_id bigint,
  quantity integer,
  put_away_quantity integer,
  status integer NOT NULL DEFAULT 0,
  complete_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_inbound_shelves_inbound_order_id ON ware_inbound_shelves (tenant_id, inbound_order_id);
CREATE INDEX ware_inbound_shelves_item_id ON ware_inbound_shelves (tenant_id, item_id);
CREATE INDEX ware_inbound_shelves_store_id ON ware_inbound_shelves (tenant_id, store_id);
CREATE INDEX ware_inbound_shelves_product_id ON ware_inbound_shelves (tenant_id, product_id);
CREATE INDEX ware_inbound_shelves_from_position_id ON ware_inbound_shelves (tenant_id, from_position_id);
CREATE INDEX ware_inbound_shelves_position_id ON ware_inbound_shelves (tenant_id, position_id);
SELECT erp_isolate_tenant('ware_inbound_shelves');

-- Quantities start at zero; received and put-away totals only grow (a correction is a stock adjustment).
ALTER TABLE ware_inbound_order
  ALTER COLUMN planned_quantity SET DEFAULT 0, ALTER COLUMN received_quantity SET DEFAULT 0;
ALTER TABLE ware_inbound_batch_item
  ALTER COLUMN received_quantity SET DEFAULT 0, ALTER COLUMN over_receipt_percent SET DEFAULT 0,
  ADD CONSTRAINT ware_inbound_batch_item_received CHECK (received_quantity >= 0);
ALTER TABLE ware_inbound_shelves
  ALTER COLUMN put_away_quantity SET DEFAULT 0,
  ADD CONSTRAINT ware_inbound_shelves_put_away CHECK (put_away_quantity >= 0 AND put_away_quantity <= quantity);
