-- Issue 30: sales plans (erp/saleplan) and their lines: what a shop plans to sell from which factory,
-- submitted into the sale_plan approval. A plan's number comes from the tenant's 'salePlan' rule.

-- Sales plan (erp/saleplan)
CREATE TABLE erp_sale_plan (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  plan_code varchar(32),
  plan_name varchar(100),
  platform_id bigint,
  shop_id bigint,
  factory_id bigint,
  currency_code varchar(3),
  settlement_way integer,
  build_order_day date,
  production_sample date,
  goods_sample date,
  delivery_time date,
  departure_day date,
  status integer NOT NULL DEFAULT 1,
  review_remark varchar(255),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_sale_plan_platform_id ON erp_sale_plan (tenant_id, platform_id);
CREATE INDEX erp_sale_plan_shop_id ON erp_sale_plan (tenant_id, shop_id);
CREATE INDEX erp_sale_plan_factory_id ON erp_sale_plan (tenant_id, factory_id);
SELECT erp_isolate_tenant('erp_sale_plan');

-- Sales plan line (erp/saleplanitem)
CREATE TABLE erp_sale_plan_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  plan_id bigint,
  product_id bigint,
  fob_price numeric(20,4),
  box_rate integer,
  box_num numeric(20,2),
  quantity integer,
  pin_speed numeric(20,2),
  purchased_quantity integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_sale_plan_item_plan_id ON erp_sale_plan_item (tenant_id, plan_id);
CREATE INDEX erp_sale_plan_item_product_id ON erp_sale_plan_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_sale_plan_item');
CREATE UNIQUE INDEX erp_sale_plan_live_code ON erp_sale_plan (tenant_id, plan_code) WHERE is_deleted = 0;
ALTER TABLE erp_sale_plan_item ALTER COLUMN purchased_quantity SET DEFAULT 0;
