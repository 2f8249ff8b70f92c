-- Issue 10: stock counts and their lines. Lines are frozen from the balances when a count starts;
-- each counted line keeps what the books held when it was counted; approval posts the differences.

-- Stock count (ware/wstocktaking)
CREATE TABLE ware_stocktaking (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  store_id bigint,
  position_ids varchar(1000),
  blind integer NOT NULL DEFAULT 1,
  status integer NOT NULL DEFAULT 1,
  freeze_time timestamp(0),
  line_count integer,
  difference_quantity integer,
  complete_time timestamp(0),
  review_remark varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_stocktaking_store_id ON ware_stocktaking (tenant_id, store_id);
SELECT erp_isolate_tenant('ware_stocktaking');

-- Count line (ware/wstocktakingitem)
CREATE TABLE ware_stocktaking_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  stocktaking_id bigint,
  position_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  batch_no varchar(64),
  inbound_date date,
  expected_quantity integer,
  counted_quantity integer,
  system_quantity integer,
  difference_quantity integer,
  count_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_stocktaking_item_stocktaking_id ON ware_stocktaking_item (tenant_id, stocktaking_id);
CREATE INDEX ware_stocktaking_item_position_id ON ware_stocktaking_item (tenant_id, position_id);
CREATE INDEX ware_stocktaking_item_product_id ON ware_stocktaking_item (tenant_id, product_id);
SELECT erp_isolate_tenant('ware_stocktaking_item');

ALTER TABLE ware_stocktaking ALTER COLUMN blind SET DEFAULT 1, ALTER COLUMN line_count SET DEFAULT 0,
  ALTER COLUMN difference_quantity SET DEFAULT 0;
ALTER TABLE ware_stocktaking_item ALTER COLUMN expected_quantity SET DEFAULT 0, ALTER COLUMN batch_no SET DEFAULT '';
