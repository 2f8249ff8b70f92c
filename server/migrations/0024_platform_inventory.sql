-- Issue 10: platform inventory: what each shop's listings hold at the marketplace (reported stock,
-- its history, the imported stock reports) beside the system SKUs' warehouse stock.
-- Platform listing stock (erp/platformsalesku)
CREATE TABLE erp_platform_sale_sku (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  sale_sku_id bigint,
  sale_sku varchar(100),
  marketplace_id bigint,
  fulfilment_channel integer,
  fulfillable integer,
  inbound integer,
  reserved integer,
  unfulfillable integer,
  reported_at timestamp(0),
  source integer,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_platform_sale_sku_shop_id ON erp_platform_sale_sku (tenant_id, shop_id);
CREATE INDEX erp_platform_sale_sku_sale_sku_id ON erp_platform_sale_sku (tenant_id, sale_sku_id);
CREATE INDEX erp_platform_sale_sku_marketplace_id ON erp_platform_sale_sku (tenant_id, marketplace_id);
SELECT erp_isolate_tenant('erp_platform_sale_sku');

-- Listing stock history (erp/platformsaleskulog)
CREATE TABLE erp_platform_sale_sku_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  platform_sale_sku_id bigint,
  sale_sku varchar(100),
  source integer,
  reason varchar(500),
  fulfillable_before integer,
  fulfillable integer,
  inbound_before integer,
  inbound integer,
  reserved_before integer,
  reserved integer,
  unfulfillable_before integer,
  unfulfillable integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_platform_sale_sku_log');

-- Platform stock report (erp/platformInventory)
CREATE TABLE erp_platform_inventory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  sale_sku_id bigint,
  sale_sku varchar(100),
  asin varchar(32),
  fnsku varchar(32),
  fulfilment_channel integer,
  fulfillable integer,
  inbound integer,
  reserved integer,
  unfulfillable integer,
  report_date date,
  batch_no varchar(32),
  sync_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_platform_inventory_shop_id ON erp_platform_inventory (tenant_id, shop_id);
CREATE INDEX erp_platform_inventory_sale_sku_id ON erp_platform_inventory (tenant_id, sale_sku_id);
SELECT erp_isolate_tenant('erp_platform_inventory');
-- One row per listing and channel among live rows, also under concurrent syncs.
CREATE UNIQUE INDEX erp_platform_sale_sku_listing_live
  ON erp_platform_sale_sku (tenant_id, sale_sku_id, fulfilment_channel) WHERE is_deleted = 0;
CREATE INDEX erp_platform_sale_sku_log_listing ON erp_platform_sale_sku_log (tenant_id, platform_sale_sku_id, id);
-- Each listing's latest report line.
CREATE INDEX erp_platform_inventory_latest
  ON erp_platform_inventory (tenant_id, shop_id, sale_sku_id, fulfilment_channel, report_date DESC, id DESC)
  WHERE is_deleted = 0;
