-- Issue 10: inventory push settings (shops and Amazon VC), the push log, and the stock warehouses report.
-- Inventory push settings (erp/storeProInventoryConfig)
CREATE TABLE erp_store_pro_inventory_config (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  sale_sku_id bigint,
  store_ids varchar(1000),
  push_ratio numeric(20,2),
  safety_quantity integer,
  max_quantity integer,
  is_update integer NOT NULL DEFAULT 1,
  pre_sale_quantity integer,
  computed_quantity integer,
  push_quantity integer,
  push_time timestamp(0),
  push_status integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_store_pro_inventory_config_shop_id ON erp_store_pro_inventory_config (tenant_id, shop_id);
CREATE INDEX erp_store_pro_inventory_config_sale_sku_id ON erp_store_pro_inventory_config (tenant_id, sale_sku_id);
SELECT erp_isolate_tenant('erp_store_pro_inventory_config');

-- Inventory push log (erp/storeproinventorypushlog)
CREATE TABLE erp_store_pro_inventory_push_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  config_id bigint,
  shop_id bigint,
  sale_sku_id bigint,
  sale_sku varchar(100),
  push_source integer,
  sellable_quantity integer,
  computed_quantity integer,
  push_quantity integer,
  push_status integer,
  inputs text,
  reason varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_store_pro_inventory_push_log');

-- VC inventory push settings (erp/storeProInventoryVcConfig)
CREATE TABLE erp_store_pro_inventory_vc_config (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  store_ids varchar(1000),
  push_ratio numeric(20,2),
  safety_quantity integer,
  max_quantity integer,
  is_update integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_store_pro_inventory_vc_config_shop_id ON erp_store_pro_inventory_vc_config (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_store_pro_inventory_vc_config');

-- Reported stock (erp/storeRealInventory)
CREATE TABLE erp_store_real_inventory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  real_quantity integer,
  count_date date,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_store_real_inventory_store_id ON erp_store_real_inventory (tenant_id, store_id);
CREATE INDEX erp_store_real_inventory_product_id ON erp_store_real_inventory (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_store_real_inventory');

-- The push log is read by configuration, newest first.
CREATE INDEX erp_store_pro_inventory_push_log_config_id ON erp_store_pro_inventory_push_log (tenant_id, config_id, id);
