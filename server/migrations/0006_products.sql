-- Products and suppliers: products, parts, price history, declare info, factories, UPCs, system and sales SKUs, categories, brands.

-- Supplier (erp/basefactory)
CREATE TABLE erp_base_factory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  factory_code varchar(32),
  factory_name varchar(100),
  type integer,
  contact varchar(50),
  phone varchar(30),
  email varchar(100),
  country varchar(64),
  province varchar(64),
  city varchar(64),
  address varchar(255),
  settlement_method integer,
  payment_method integer,
  account_name varchar(100),
  bank varchar(100),
  card_number varchar(34),
  tax_num varchar(30),
  channel varchar(35),
  remark varchar(500),
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_factory');

-- Category (erp/basecategory)
CREATE TABLE erp_base_category (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  parent_id bigint NOT NULL DEFAULT 0,
  category_name varchar(64),
  category_code varchar(32),
  sort integer,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_category_parent_id ON erp_base_category (tenant_id, parent_id);
SELECT erp_isolate_tenant('erp_base_category');

-- Brand (erp/basebrand)
CREATE TABLE erp_base_brand (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  brand_name varchar(100),
  brand_code varchar(32),
  trademark_no varchar(32),
  country varchar(64),
  logo_url varchar(500),
  remark varchar(255),
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_brand');

-- Product (erp/baseproduct)
CREATE TABLE erp_base_product (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  sys_sku varchar(64),
  name varchar(200),
  wh_sku varchar(64),
  product_type integer,
  product_role integer,
  category_id bigint,
  brand_id bigint,
  model varchar(64),
  bar_code varchar(32),
  unit varchar(16),
  material varchar(100),
  sizes varchar(64),
  color varchar(32),
  customs_code varchar(16),
  package_length numeric(20,2),
  package_width numeric(20,2),
  package_height numeric(20,2),
  unit_weight numeric(20,3),
  box_gauge varchar(64),
  single_box_weight numeric(20,3),
  box_quantity integer,
  currency varchar(64),
  unit_price numeric(20,4),
  gross_margin numeric(20,2),
  tariff numeric(20,4),
  purchaser_id bigint,
  supervisor_id bigint,
  image_url varchar(500),
  remark varchar(500),
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_product_category_id ON erp_base_product (tenant_id, category_id);
CREATE INDEX erp_base_product_brand_id ON erp_base_product (tenant_id, brand_id);
SELECT erp_isolate_tenant('erp_base_product');

-- Product part (erp/baseproductpart)
CREATE TABLE erp_base_product_part (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  part_id bigint,
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_product_part_part_id ON erp_base_product_part (tenant_id, part_id);
SELECT erp_isolate_tenant('erp_base_product_part');

-- Customs declaration (erp/baseproductdeclare)
CREATE TABLE erp_base_product_declare (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  sku varchar(64),
  country varchar(64),
  declare_name_zh varchar(100),
  declare_name_en varchar(100),
  customs_code varchar(16),
  declare_price numeric(20,4),
  currency varchar(64),
  declare_unit varchar(16),
  material varchar(100),
  purpose varchar(100),
  brand varchar(64),
  model varchar(64),
  is_public integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_product_declare');

-- Product supplier (erp/productfactory)
CREATE TABLE erp_product_factory (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  factory_id bigint,
  factory_name varchar(100),
  sys_sku varchar(64),
  purchase_price numeric(20,4),
  currency varchar(64),
  lead_time integer,
  min_order_quantity integer,
  is_default integer NOT NULL DEFAULT 0,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_product_factory_factory_id ON erp_product_factory (tenant_id, factory_id);
SELECT erp_isolate_tenant('erp_product_factory');

-- System SKU (erp/basesysproduct)
CREATE TABLE erp_base_sys_product (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_sys_product');

-- Price history (erp/baseproductpricehis)
CREATE TABLE erp_base_product_price_his (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  declare_id bigint,
  price_type integer,
  old_price numeric(20,4),
  new_price numeric(20,4),
  currency varchar(64),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_product_price_his');

-- Product push (erp/baseproductpush)
CREATE TABLE erp_base_product_push (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  product_id bigint,
  target_type integer,
  target_id bigint,
  push_status integer,
  product_version integer,
  request_time timestamp(0),
  push_time timestamp(0),
  message varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_product_push');

-- Virtual UPC (erp/baseproductupc)
CREATE TABLE erp_base_product_upc (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  upc varchar(12),
  flag_code varchar(1),
  manufacturer_code varchar(9),
  commodity_code varchar(5),
  product_id bigint,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_product_upc_product_id ON erp_base_product_upc (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_base_product_upc');

-- Sales SKU (erp/basesalesku)
CREATE TABLE erp_base_sale_sku (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  sale_sku varchar(100),
  asin varchar(32),
  fnsku varchar(32),
  listing_title varchar(500),
  price numeric(20,2),
  currency varchar(64),
  is_fba integer NOT NULL DEFAULT 0,
  mapping_status integer,
  review_status integer,
  review_remark varchar(255),
  review_user bigint,
  review_time timestamp(0),
  upc_url varchar(500),
  fba_freight numeric(20,4),
  fba_freight_currency varchar(64),
  sync_time timestamp(0),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_sale_sku');

-- Sales SKU mapping (erp/basesaleskuassociated)
CREATE TABLE erp_base_sale_sku_associated (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  sale_sku_id bigint,
  product_id bigint,
  quantity integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_sale_sku_associated_product_id ON erp_base_sale_sku_associated (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_base_sale_sku_associated');

-- Child rows are read by their parent; lookups by code are case-insensitive.
CREATE INDEX erp_base_product_part_product_id ON erp_base_product_part (tenant_id, product_id);
CREATE INDEX erp_base_product_declare_product_id ON erp_base_product_declare (tenant_id, product_id);
CREATE INDEX erp_base_product_declare_sku ON erp_base_product_declare (tenant_id, lower(sku));
CREATE INDEX erp_product_factory_product_id ON erp_product_factory (tenant_id, product_id);
CREATE INDEX erp_base_sys_product_product_id ON erp_base_sys_product (tenant_id, product_id);
CREATE INDEX erp_base_product_price_his_product_id ON erp_base_product_price_his (tenant_id, product_id, create_time);
CREATE INDEX erp_base_product_price_his_declare_id ON erp_base_product_price_his (tenant_id, declare_id, create_time);
CREATE INDEX erp_base_product_push_product_id ON erp_base_product_push (tenant_id, product_id);
CREATE INDEX erp_base_sale_sku_associated_sale_sku_id ON erp_base_sale_sku_associated (tenant_id, sale_sku_id);
CREATE INDEX erp_base_sale_sku_shop_id ON erp_base_sale_sku (tenant_id, shop_id);
CREATE INDEX erp_base_product_sys_sku_lower ON erp_base_product (tenant_id, lower(sys_sku));
CREATE INDEX erp_base_sys_product_sys_sku_lower ON erp_base_sys_product (tenant_id, lower(sys_sku));

-- A UPC is issued once per tenant, even under concurrent requests (the engine checks it first, with a message).
CREATE UNIQUE INDEX erp_base_product_upc_live ON erp_base_product_upc (tenant_id, upc) WHERE is_deleted = 0;
