-- Issue 10: the stock ledger. Balances per warehouse, position, product (system SKU) and lot, the
-- immutable ledger rows that explain them, and reservations; only server/inventory/stock-ledger.ts
-- writes them. Quantities are whole units; a lot is a batch number and an inbound date.

ALTER TABLE erp_base_store ADD COLUMN allow_negative_stock integer NOT NULL DEFAULT 0;

-- Stock (erp/storeproductinventory)
CREATE TABLE erp_store_product_inventory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  position_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  on_hand integer,
  reserved integer,
  available integer,
  in_transit integer,
  unit_cost numeric(20,4),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_store_product_inventory_store_id ON erp_store_product_inventory (tenant_id, store_id);
CREATE INDEX erp_store_product_inventory_position_id ON erp_store_product_inventory (tenant_id, position_id);
CREATE INDEX erp_store_product_inventory_product_id ON erp_store_product_inventory (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_store_product_inventory');

-- Stock ledger (erp/storeproductinventorylog)
CREATE TABLE erp_store_product_inventory_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  position_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  movement_type integer,
  quantity integer,
  on_hand_before integer,
  on_hand_after integer,
  unit_cost numeric(20,4),
  document_type varchar(64),
  document_id bigint,
  document_line bigint,
  reason varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_store_product_inventory_log_store_id ON erp_store_product_inventory_log (tenant_id, store_id);
CREATE INDEX erp_store_product_inventory_log_position_id ON erp_store_product_inventory_log (tenant_id, position_id);
CREATE INDEX erp_store_product_inventory_log_product_id ON erp_store_product_inventory_log (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_store_product_inventory_log');

-- Stock reservation (erp/stockreservation)
CREATE TABLE erp_stock_reservation (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  balance_id bigint,
  store_id bigint,
  position_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  quantity integer,
  document_type varchar(64),
  document_id bigint,
  document_line bigint,
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_stock_reservation_store_id ON erp_stock_reservation (tenant_id, store_id);
CREATE INDEX erp_stock_reservation_position_id ON erp_stock_reservation (tenant_id, position_id);
CREATE INDEX erp_stock_reservation_product_id ON erp_stock_reservation (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_stock_reservation');

-- One balance per lot in a position: the ledger upserts on this key, and takes rows in its order.
ALTER TABLE erp_store_product_inventory
  ALTER COLUMN store_id SET NOT NULL, ALTER COLUMN position_id SET NOT NULL, ALTER COLUMN product_id SET NOT NULL,
  ALTER COLUMN batch_no SET NOT NULL, ALTER COLUMN batch_no SET DEFAULT '',
  ALTER COLUMN inbound_date SET NOT NULL,
  ALTER COLUMN on_hand SET NOT NULL, ALTER COLUMN on_hand SET DEFAULT 0,
  ALTER COLUMN reserved SET NOT NULL, ALTER COLUMN reserved SET DEFAULT 0,
  ALTER COLUMN available SET NOT NULL, ALTER COLUMN available SET DEFAULT 0,
  ALTER COLUMN in_transit SET NOT NULL, ALTER COLUMN in_transit SET DEFAULT 0,
  ADD CONSTRAINT erp_store_product_inventory_reserved CHECK (reserved >= 0 AND in_transit >= 0),
  ADD CONSTRAINT erp_store_product_inventory_available CHECK (available = on_hand - reserved);
CREATE UNIQUE INDEX erp_store_product_inventory_lot
  ON erp_store_product_inventory (tenant_id, store_id, position_id, product_id, batch_no, inbound_date);
-- Stock of a SKU in a warehouse, oldest lot first (reservations and the inventory page).
CREATE INDEX erp_store_product_inventory_sku ON erp_store_product_inventory (tenant_id, sys_sku, store_id, inbound_date);

ALTER TABLE erp_store_product_inventory_log
  ALTER COLUMN store_id SET NOT NULL, ALTER COLUMN position_id SET NOT NULL, ALTER COLUMN product_id SET NOT NULL,
  ALTER COLUMN batch_no SET NOT NULL, ALTER COLUMN inbound_date SET NOT NULL,
  ALTER COLUMN movement_type SET NOT NULL, ALTER COLUMN quantity SET NOT NULL,
  ALTER COLUMN on_hand_before SET NOT NULL, ALTER COLUMN on_hand_after SET NOT NULL,
  ADD CONSTRAINT erp_store_product_inventory_log_moves CHECK (quantity <> 0 AND on_hand_after = on_hand_before + quantity);
-- A document's movements, and a lot's history (the stock card).
CREATE INDEX erp_store_product_inventory_log_document ON erp_store_product_inventory_log (tenant_id, document_type, document_id);
CREATE INDEX erp_store_product_inventory_log_lot
  ON erp_store_product_inventory_log (tenant_id, product_id, store_id, position_id, batch_no, inbound_date, id);

ALTER TABLE erp_stock_reservation
  ALTER COLUMN balance_id SET NOT NULL, ALTER COLUMN quantity SET NOT NULL,
  ADD CONSTRAINT erp_stock_reservation_quantity CHECK (quantity > 0);
CREATE INDEX erp_stock_reservation_balance ON erp_stock_reservation (tenant_id, balance_id) WHERE status = 1;
CREATE INDEX erp_stock_reservation_document ON erp_stock_reservation (tenant_id, document_type, document_id);
