-- Shops and platforms: shops, companies, platforms, marketplaces, review times, API stores, third-party systems, order rules, own stores.

-- Platform (erp/baseplatform)
CREATE TABLE erp_base_platform (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  shop_type integer,
  image_url varchar(500),
  status integer NOT NULL DEFAULT 1,
  sort integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_platform');

-- Marketplace (erp/marketplace)
CREATE TABLE erp_marketplace (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  platform_id bigint,
  marketplace_code varchar(64),
  name varchar(100),
  country_code varchar(64),
  currency_code varchar(3),
  site_url varchar(255),
  endpoint varchar(255),
  status integer NOT NULL DEFAULT 1,
  sort integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_marketplace_platform_id ON erp_marketplace (tenant_id, platform_id);
SELECT erp_isolate_tenant('erp_marketplace');

-- Shop (erp/baseshop)
CREATE TABLE erp_base_shop (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_name varchar(100),
  shop_enname varchar(100),
  shop_code varchar(32),
  platform_id bigint,
  shop_type integer,
  marketplace_id bigint,
  company_name varchar(200),
  seller_id varchar(64),
  auth_token text,
  system_sn_prefix varchar(10),
  is_face_order integer NOT NULL DEFAULT 0,
  ship_type integer,
  currency_code varchar(3),
  country_code varchar(64),
  auth_status integer,
  auth_time timestamp(0),
  auth_expire_time timestamp(0),
  status integer NOT NULL DEFAULT 1,
  sort integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_shop_platform_id ON erp_base_shop (tenant_id, platform_id);
CREATE INDEX erp_base_shop_marketplace_id ON erp_base_shop (tenant_id, marketplace_id);
SELECT erp_isolate_tenant('erp_base_shop');

-- Shop marketplace (erp/baseshopmarketplace)
CREATE TABLE erp_base_shop_marketplace (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  marketplace_id bigint,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_shop_marketplace_marketplace_id ON erp_base_shop_marketplace (tenant_id, marketplace_id);
SELECT erp_isolate_tenant('erp_base_shop_marketplace');

-- Shop user (erp/baseshopuser)
CREATE TABLE erp_base_shop_user (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  user_id bigint,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_shop_user');

-- Shop fee configuration (erp/baseshopfee)
CREATE TABLE erp_base_shop_fee (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  currency_code varchar(3),
  com_ratio numeric(20,4),
  adv_ratio numeric(20,4),
  sale_loss numeric(20,4),
  con_tax numeric(20,4),
  fba_ship_price numeric(20,4),
  fba_storage_price numeric(20,4),
  storage_price numeric(20,4),
  fc_price numeric(20,4),
  amzn_price numeric(20,4),
  incoming_material numeric(20,4),
  safekeeping_fee numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_shop_fee');

-- Shop warehouse (erp/baseshopstore)
CREATE TABLE erp_base_shop_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  store_id bigint,
  is_default integer NOT NULL DEFAULT 0,
  sort integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_shop_store_store_id ON erp_base_shop_store (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_base_shop_store');

-- Shop product (erp/baseshopproduct)
CREATE TABLE erp_base_shop_product (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  seller_sku varchar(100),
  platform_sku varchar(64),
  sku varchar(100),
  product_name varchar(255),
  price numeric(20,2),
  currency_code varchar(3),
  quantity integer,
  safety_quantity integer,
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_shop_product');

-- Shop review time (erp/shopReviewTime)
CREATE TABLE erp_shop_review_time (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  review_times varchar(200),
  delay_minutes integer,
  is_auto_review integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_shop_review_time_shop_id ON erp_shop_review_time (tenant_id, shop_id);
SELECT erp_isolate_tenant('erp_shop_review_time');

-- Shop authorisation (erp/baseshopempower)
CREATE TABLE erp_base_shop_empower (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  marketplace_id bigint,
  seller_id varchar(64),
  auth_token text,
  auth_status integer,
  auth_time timestamp(0),
  expire_time timestamp(0),
  message varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_shop_empower_shop_id ON erp_base_shop_empower (tenant_id, shop_id);
CREATE INDEX erp_base_shop_empower_marketplace_id ON erp_base_shop_empower (tenant_id, marketplace_id);
SELECT erp_isolate_tenant('erp_base_shop_empower');

-- Connector task (erp/shoptask)
CREATE TABLE erp_shop_task (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  task_type integer,
  shop_id bigint,
  third_store_system_id bigint,
  task_status integer,
  request_time timestamp(0),
  finish_time timestamp(0),
  payload text,
  message varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_shop_task');

-- Authorisation request (erp/shopauthrequest)
CREATE TABLE erp_shop_auth_request (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  shop_id bigint,
  developer_id bigint,
  shop_type integer,
  state varchar(64),
  auth_url text,
  redirect_uri varchar(500),
  expire_time timestamp(0),
  request_status integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_shop_auth_request');

-- Developer app (erp/developers)
CREATE TABLE erp_developer (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  platform_id bigint,
  app_name varchar(100),
  app_id varchar(200),
  app_secret text,
  authorize_url varchar(500),
  redirect_uri varchar(500),
  scope varchar(1000),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_developer_platform_id ON erp_developer (tenant_id, platform_id);
SELECT erp_isolate_tenant('erp_developer');

-- Third-party warehouse system (erp/thirdstoresystem)
CREATE TABLE erp_third_store_system (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  system_code varchar(32),
  system_name varchar(100),
  api_url varchar(255),
  app_key varchar(200),
  app_secret text,
  customer_code varchar(64),
  status integer NOT NULL DEFAULT 1,
  last_init_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_third_store_system');

-- API warehouse (erp/apistore)
CREATE TABLE erp_api_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  third_store_system_id bigint,
  store_code varchar(64),
  store_name varchar(100),
  country_code varchar(64),
  address varchar(255),
  store_id bigint,
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_api_store_third_store_system_id ON erp_api_store (tenant_id, third_store_system_id);
CREATE INDEX erp_api_store_store_id ON erp_api_store (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_api_store');

-- Warehouse (erp/basestore)
CREATE TABLE erp_base_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  parent_id bigint NOT NULL DEFAULT 0,
  store_type integer,
  operation_mode integer,
  status integer NOT NULL DEFAULT 0,
  country_code varchar(64),
  province varchar(64),
  city varchar(64),
  address varchar(255),
  postal_code varchar(20),
  contact varchar(64),
  phone varchar(32),
  third_store_system_id bigint,
  third_code varchar(64),
  is_return integer NOT NULL DEFAULT 0,
  is_fba integer NOT NULL DEFAULT 0,
  is_ecc integer NOT NULL DEFAULT 0,
  provide_face integer NOT NULL DEFAULT 0,
  sort integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_store_parent_id ON erp_base_store (tenant_id, parent_id);
CREATE INDEX erp_base_store_third_store_system_id ON erp_base_store (tenant_id, third_store_system_id);
SELECT erp_isolate_tenant('erp_base_store');

-- Warehouse area (erp/basestorearea)
CREATE TABLE erp_base_store_area (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  code varchar(32),
  name varchar(100),
  area_type integer,
  pick_order_num integer,
  status integer NOT NULL DEFAULT 0,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_store_area_store_id ON erp_base_store_area (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_base_store_area');

-- Warehouse postal code (erp/basestorepostalcode)
CREATE TABLE erp_base_store_postal_code (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  area_id bigint,
  country_code varchar(64),
  postal_code varchar(20),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_store_postal_code_store_id ON erp_base_store_postal_code (tenant_id, store_id);
CREATE INDEX erp_base_store_postal_code_area_id ON erp_base_store_postal_code (tenant_id, area_id);
SELECT erp_isolate_tenant('erp_base_store_postal_code');

-- Warehouse fees (erp/basestorefee)
CREATE TABLE erp_base_store_fee (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  currency_code varchar(3),
  order_fee numeric(20,4),
  item_fee numeric(20,4),
  inbound_fee numeric(20,4),
  storage_fee numeric(20,4),
  return_fee numeric(20,4),
  label_fee numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_store_fee');

-- Warehouse user (erp/basestoreuser)
CREATE TABLE erp_base_store_user (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  user_id bigint,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_store_user');

-- Order dividing rule (erp/baseorderrules)
CREATE TABLE erp_base_order_rules (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  rule_name varchar(100),
  dividing_mode integer,
  store_id bigint,
  transport_mode integer,
  priority integer,
  status integer NOT NULL DEFAULT 1,
  is_check_inventory integer NOT NULL DEFAULT 0,
  conditions text,
  actions text,
  is_auto_review integer NOT NULL DEFAULT 0,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_order_rules_store_id ON erp_base_order_rules (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_base_order_rules');

-- Lookups by parent id of the child tables (their parent key is an id, not a link, so the shop or
-- warehouse can take them along when it is removed), and one live row per parent where the
-- business says so, so two concurrent saves cannot both insert.
CREATE INDEX erp_base_shop_marketplace_shop_id ON erp_base_shop_marketplace (tenant_id, shop_id);
CREATE INDEX erp_base_shop_user_shop_id ON erp_base_shop_user (tenant_id, shop_id);
CREATE INDEX erp_base_shop_user_user_id ON erp_base_shop_user (tenant_id, user_id);
CREATE UNIQUE INDEX erp_base_shop_fee_live_shop ON erp_base_shop_fee (tenant_id, shop_id) WHERE is_deleted = 0;
CREATE INDEX erp_base_shop_store_shop_id ON erp_base_shop_store (tenant_id, shop_id);
CREATE UNIQUE INDEX erp_base_shop_product_live_sku ON erp_base_shop_product (tenant_id, shop_id, seller_sku) WHERE is_deleted = 0;
CREATE INDEX erp_shop_task_shop_id ON erp_shop_task (tenant_id, shop_id);
CREATE UNIQUE INDEX erp_shop_auth_request_state ON erp_shop_auth_request (tenant_id, state);
CREATE INDEX erp_base_store_user_store_id ON erp_base_store_user (tenant_id, store_id);
CREATE INDEX erp_base_store_user_user_id ON erp_base_store_user (tenant_id, user_id);
CREATE UNIQUE INDEX erp_base_store_fee_live_store ON erp_base_store_fee (tenant_id, store_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_shop_review_time_live_shop ON erp_shop_review_time (tenant_id, shop_id) WHERE is_deleted = 0;
CREATE INDEX erp_base_store_postal_code_code ON erp_base_store_postal_code (tenant_id, country_code, postal_code);
CREATE INDEX erp_base_order_rules_priority ON erp_base_order_rules (tenant_id, priority DESC);
