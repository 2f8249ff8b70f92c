-- Issue 12: sales orders, their lines and their history. Sized for one tenant with millions of
-- orders: the order page filters by tab (status), shop, warehouse, country and dates and shows the
-- newest first, so each filter has an index ending in id DESC over live rows (with the indexes the
-- declaration asks for: one per exact-match filter; every index costs each review's update, so no more); intake is idempotent
-- on (shop, marketplace order id) through a unique index, which split and merged orders leave.

-- Sales order (erp/order)
CREATE TABLE erp_order (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  seller_order_id varchar(64),
  order_type integer,
  shop_id bigint,
  platform_id bigint,
  buyer_id varchar(100),
  buyer_name varchar(100),
  buyer_email varchar(200),
  address_name varchar(100),
  address_phone varchar(40),
  address_email varchar(200),
  address_country_code varchar(2),
  address_state_or_region varchar(100),
  address_city varchar(100),
  address_postal_code varchar(20),
  address_line1 varchar(255),
  address_line2 varchar(255),
  company varchar(200),
  address_type integer,
  fob_currency varchar(3),
  goods_amount numeric(20,2),
  freight_amount numeric(20,2),
  discount_amount numeric(20,2),
  order_total_money numeric(20,2),
  pay_type varchar(40),
  pay_account varchar(100),
  pay_time timestamp(0),
  order_time timestamp(0),
  shipping_mark varchar(255),
  client_order_number varchar(64),
  store_id bigint,
  transport_id bigint,
  channel varchar(64),
  track_number varchar(255),
  leave_word varchar(1000),
  remark varchar(1000),
  status integer NOT NULL DEFAULT 2,
  problem_reason varchar(500),
  rule_id bigint,
  rule_explanation varchar(1000),
  total_quantity integer,
  total_weight numeric(20,3),
  review_time timestamp(0),
  ship_time timestamp(0),
  delivery_date date,
  supply_amount numeric(20,2),
  retail_amount numeric(20,2),
  is_shipping_list integer NOT NULL DEFAULT 0,
  po_status integer,
  parent_order_id bigint,
  merged_into_id bigint,
  is_returned integer NOT NULL DEFAULT 0,
  is_fba integer NOT NULL DEFAULT 0,
  is_ltl integer NOT NULL DEFAULT 0,
  cut_status integer,
  label_status integer,
  refund_amount numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_rule_id ON erp_order (tenant_id, rule_id);
CREATE INDEX erp_order_parent_order_id ON erp_order (tenant_id, parent_order_id) WHERE parent_order_id IS NOT NULL;
CREATE INDEX erp_order_merged_into_id ON erp_order (tenant_id, merged_into_id) WHERE merged_into_id IS NOT NULL;
SELECT erp_isolate_tenant('erp_order');

-- Order line (erp/orderitem)
CREATE TABLE erp_order_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  seller_sku varchar(100),
  product_name varchar(255),
  quantity integer,
  price numeric(20,2),
  amount numeric(20,2),
  weight numeric(20,3),
  supply_price numeric(20,2),
  supply_amount numeric(20,2),
  retail_price numeric(20,2),
  retail_amount numeric(20,2),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_item_product_id ON erp_order_item (tenant_id, product_id);
SELECT erp_isolate_tenant('erp_order_item');

-- Order history (erp/orderHistory)
CREATE TABLE erp_order_history (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  order_code varchar(40),
  action varchar(64),
  content varchar(2000),
  from_status integer,
  to_status integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_order_history');

CREATE UNIQUE INDEX erp_order_live_code ON erp_order (tenant_id, code) WHERE is_deleted = 0;
-- One live intake per marketplace order; split children (parent_order_id) and merged sources (merged_into_id) leave it.
CREATE UNIQUE INDEX erp_order_live_seller_order ON erp_order (tenant_id, shop_id, seller_order_id)
  WHERE is_deleted = 0 AND seller_order_id IS NOT NULL AND parent_order_id IS NULL AND merged_into_id IS NULL;
CREATE INDEX erp_order_page_shop ON erp_order (tenant_id, shop_id, status, id DESC) WHERE is_deleted = 0;
CREATE INDEX erp_order_page_store ON erp_order (tenant_id, store_id, status, id DESC) WHERE is_deleted = 0;
CREATE INDEX erp_order_page_country ON erp_order (tenant_id, address_country_code, status, id DESC) WHERE is_deleted = 0;
-- A date range (with the tab) is read off these alone (index-only), its ids sorted (order-read.ts).
CREATE INDEX erp_order_page_created ON erp_order (tenant_id, create_time, status, id) WHERE is_deleted = 0;
CREATE INDEX erp_order_page_ordered ON erp_order (tenant_id, order_time, status, id) WHERE is_deleted = 0;
CREATE INDEX erp_order_item_seller_sku ON erp_order_item (tenant_id, seller_sku, order_id);
CREATE INDEX erp_order_item_sys_sku ON erp_order_item (tenant_id, sys_sku, order_id);
CREATE INDEX erp_order_history_code ON erp_order_history (tenant_id, order_code, id DESC);
