-- Warehouse, inventory and pricing master data: warehouses, areas, positions, transports, logistics providers, currencies, exchange rates, freight.

-- Warehouse (ware/wbasestore)
CREATE TABLE ware_base_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  status integer NOT NULL DEFAULT 0,
  type integer,
  operation_mode integer,
  warehouse_point varchar(64),
  country varchar(64),
  state varchar(64),
  city varchar(64),
  address varchar(255),
  postal_code varchar(16),
  contact varchar(64),
  phone varchar(32),
  third_party_code varchar(64),
  is_return integer NOT NULL DEFAULT 0,
  is_fba integer NOT NULL DEFAULT 0,
  provide_face integer NOT NULL DEFAULT 0,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('ware_base_store');

-- Warehouse zone (ware/wbasestorearea)
CREATE TABLE ware_base_store_area (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  code varchar(32),
  name varchar(100),
  type integer,
  status integer NOT NULL DEFAULT 0,
  pick_order_num integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_base_store_area_store_id ON ware_base_store_area (tenant_id, store_id);
SELECT erp_isolate_tenant('ware_base_store_area');

-- Warehouse position (ware/wbasestoreposition)
CREATE TABLE ware_base_store_position (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  area_id bigint,
  code varchar(32),
  name varchar(100),
  type integer,
  status integer NOT NULL DEFAULT 0,
  pick_order_num integer,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_base_store_position_store_id ON ware_base_store_position (tenant_id, store_id);
CREATE INDEX ware_base_store_position_area_id ON ware_base_store_position (tenant_id, area_id);
SELECT erp_isolate_tenant('ware_base_store_position');

-- Warehouse product (ware/wbaseproduct)
CREATE TABLE ware_base_product (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  sku varchar(64),
  name varchar(200),
  barcode varchar(64),
  unit varchar(16),
  length numeric(20,2),
  width numeric(20,2),
  height numeric(20,2),
  weight numeric(20,3),
  volume numeric(20,6),
  image_url varchar(500),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('ware_base_product');

-- Warehouse carrier (ware/wbasetransport)
CREATE TABLE ware_base_transport (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  transport_type integer NOT NULL DEFAULT '1',
  carrier_code varchar(32),
  tracking_url varchar(255),
  provide_face integer NOT NULL DEFAULT 0,
  sort integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('ware_base_transport');

-- Warehouse carrier channel (ware/wbasetransportstore)
CREATE TABLE ware_base_transport_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  transport_id bigint,
  channel_name varchar(100),
  channel_code varchar(64),
  cut_off_time varchar(5),
  is_default integer NOT NULL DEFAULT 0,
  sort integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_base_transport_store_store_id ON ware_base_transport_store (tenant_id, store_id);
CREATE INDEX ware_base_transport_store_transport_id ON ware_base_transport_store (tenant_id, transport_id);
SELECT erp_isolate_tenant('ware_base_transport_store');

-- ERP position (erp/basestoreposition)
CREATE TABLE erp_base_store_position (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_id bigint,
  area_id bigint,
  area_code varchar(32),
  area_name varchar(100),
  code varchar(32),
  name varchar(100),
  type integer,
  status integer NOT NULL DEFAULT 0,
  pick_order_num integer,
  source_position_id bigint,
  sync_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_store_position_store_id ON erp_base_store_position (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_base_store_position');

-- Logistics provider (erp/logisticsproviders)
CREATE TABLE erp_logistics_providers (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  type integer NOT NULL DEFAULT '1',
  contact varchar(64),
  phone varchar(32),
  email varchar(100),
  country varchar(64),
  address varchar(255),
  website varchar(255),
  tracking_url varchar(255),
  currency varchar(3),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_logistics_providers');

-- Transport mode (erp/basetransport)
CREATE TABLE erp_base_transport (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  transport_type integer NOT NULL DEFAULT '1',
  logistics_provider_id bigint,
  ware_transport_id bigint,
  tracking_url varchar(255),
  sort integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_transport_logistics_provider_id ON erp_base_transport (tenant_id, logistics_provider_id);
CREATE INDEX erp_base_transport_ware_transport_id ON erp_base_transport (tenant_id, ware_transport_id);
SELECT erp_isolate_tenant('erp_base_transport');

-- Transport marketplace mapping (erp/basetransportplat)
CREATE TABLE erp_base_transport_plat (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  transport_id bigint,
  platform_code varchar(32),
  platform_name varchar(64),
  carrier_code varchar(64),
  shipping_method varchar(64),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_transport_plat_transport_id ON erp_base_transport_plat (tenant_id, transport_id);
SELECT erp_isolate_tenant('erp_base_transport_plat');

-- Currency (erp/basecurrency)
CREATE TABLE erp_base_currency (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(3),
  name varchar(50),
  symbol varchar(8),
  digits integer NOT NULL DEFAULT 2,
  sys_rate numeric(20,6),
  rate numeric(20,6),
  rounding_mode integer NOT NULL DEFAULT '1',
  is_base integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_currency');

-- Exchange rate (erp/baseexchangerate)
CREATE TABLE erp_base_exchange_rate (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  from_currency varchar(3),
  to_currency varchar(3),
  pair_code varchar(7),
  rate numeric(20,6),
  rate_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_exchange_rate');

-- Exchange rate history (erp/baseexchangeratelog)
CREATE TABLE erp_base_exchange_rate_log (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  exchange_rate_id bigint,
  from_currency varchar(3),
  to_currency varchar(3),
  old_rate numeric(20,6),
  rate numeric(20,6),
  change_time timestamp(0),
  source varchar(32),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_exchange_rate_log');

-- Freight rate (erp/basefreight)
CREATE TABLE erp_base_freight (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  transport_id bigint,
  store_id bigint,
  country varchar(64),
  charge_mode integer,
  currency varchar(3),
  first_weight numeric(20,3),
  first_price numeric(20,2),
  continue_weight numeric(20,3),
  continue_price numeric(20,2),
  unit_price numeric(20,2),
  volume_divisor integer,
  min_charge numeric(20,2),
  fuel_rate numeric(20,4),
  effective_date date,
  expiry_date date,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_base_freight_transport_id ON erp_base_freight (tenant_id, transport_id);
CREATE INDEX erp_base_freight_store_id ON erp_base_freight (tenant_id, store_id);
SELECT erp_isolate_tenant('erp_base_freight');

-- Lookups the calls make: positions by their floor source (synchronous), history by rate.
CREATE INDEX erp_base_store_position_source ON erp_base_store_position (tenant_id, source_position_id);
CREATE INDEX erp_base_exchange_rate_log_rate ON erp_base_exchange_rate_log (tenant_id, exchange_rate_id, change_time);

-- The unique rules of the declarations, also held by the database among live rows (two saves racing).
CREATE UNIQUE INDEX ware_base_store_code_live ON ware_base_store (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_base_store_area_code_live ON ware_base_store_area (tenant_id, store_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_base_store_position_code_live ON ware_base_store_position (tenant_id, store_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_base_product_sku_live ON ware_base_product (tenant_id, sku) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_base_transport_code_live ON ware_base_transport (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_base_transport_store_pair_live ON ware_base_transport_store (tenant_id, store_id, transport_id) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_store_position_code_live ON erp_base_store_position (tenant_id, store_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_logistics_providers_code_live ON erp_logistics_providers (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_transport_code_live ON erp_base_transport (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_transport_plat_live ON erp_base_transport_plat (tenant_id, transport_id, platform_code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_currency_code_live ON erp_base_currency (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_exchange_rate_pair_live ON erp_base_exchange_rate (tenant_id, from_currency, to_currency) WHERE is_deleted = 0;
CREATE UNIQUE INDEX erp_base_freight_code_live ON erp_base_freight (tenant_id, code) WHERE is_deleted = 0;
