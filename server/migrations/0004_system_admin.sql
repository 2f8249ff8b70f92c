-- System administration: tenant dictionaries, parameters, tenant settings and data sources, logs, code generator, published information, downloads; other area (customers, uploaded files).

-- Business dictionary (blade-system/dict-biz)
CREATE TABLE blade_dict_biz (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  parent_id bigint NOT NULL DEFAULT 0,
  code varchar(255),
  dict_key varchar(255),
  dict_value varchar(255),
  sort integer,
  is_sealed integer NOT NULL DEFAULT '0',
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX blade_dict_biz_parent_id ON blade_dict_biz (tenant_id, parent_id);
SELECT erp_isolate_tenant('blade_dict_biz');

-- Parameter (blade-system/param)
CREATE TABLE blade_param (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  param_name varchar(255),
  param_key varchar(255),
  param_value varchar(2000),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_param');

-- Data source (blade-system/datasource)
CREATE TABLE blade_datasource (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  name varchar(100),
  driver_class varchar(100),
  url varchar(500),
  username varchar(100),
  password text,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_datasource');

-- Tenant platforms (blade-system/tenantPlatform)
CREATE TABLE blade_tenant_platform (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  platform_code varchar(32),
  platform_name varchar(64),
  site_codes varchar(255),
  sort integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_tenant_platform');

-- Third-party stores (blade-system/tenantThirdStore)
CREATE TABLE blade_tenant_third_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  store_name varchar(100),
  store_type varchar(32),
  api_url varchar(500),
  app_key varchar(200),
  app_secret text,
  status integer NOT NULL DEFAULT 1,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_tenant_third_store');

-- Amazon VC accounts (blade-system/tenantAmazonVc)
CREATE TABLE blade_tenant_amazon_vc (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  vendor_code varchar(32),
  vendor_name varchar(100),
  marketplace varchar(64),
  selling_partner_id varchar(64),
  refresh_token text,
  status integer NOT NULL DEFAULT 1,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_tenant_amazon_vc');

-- Store settings (blade-system/tenantStoreConfig)
CREATE TABLE blade_tenant_store_config (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  config_name varchar(100),
  config_key varchar(100),
  config_value varchar(2000),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_tenant_store_config');

-- Published information (erp/publishInformation)
CREATE TABLE erp_publish_information (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  title varchar(200),
  info_type integer,
  content text,
  publish_time timestamp(0),
  is_top integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_publish_information');

-- Download centre (erp/baseofflineexport)
CREATE TABLE erp_base_offline_export (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  file_name varchar(200),
  export_type integer,
  resource_key varchar(100),
  params text,
  file_format varchar(8),
  file_url varchar(500),
  file_size integer,
  row_count integer,
  error_message varchar(1000),
  finish_time timestamp(0),
  status integer NOT NULL DEFAULT 1,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_offline_export');

-- API log (blade-log/api)
CREATE TABLE blade_log_api (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  method varchar(10),
  request_uri varchar(2000),
  http_status integer,
  time integer,
  create_by varchar(64),
  remote_ip varchar(64),
  user_agent varchar(1000),
  request_id varchar(64),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_log_api');

-- Operation log (blade-log/usual)
CREATE TABLE blade_log_usual (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  log_type integer,
  title varchar(255),
  log_data text,
  create_by varchar(64),
  method varchar(10),
  request_uri varchar(2000),
  remote_ip varchar(64),
  user_agent varchar(1000),
  request_id varchar(64),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_log_usual');

-- Code generator (blade-develop/code)
CREATE TABLE blade_code (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code_name varchar(64),
  area varchar(32),
  module varchar(32),
  resource_name varchar(64),
  table_name varchar(63),
  label_en varchar(64),
  label_ja varchar(64),
  menu_parent varchar(32),
  fields text,
  datasource_id bigint,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX blade_code_datasource_id ON blade_code (tenant_id, datasource_id);
SELECT erp_isolate_tenant('blade_code');

-- Customer (erp/basecustomer)
CREATE TABLE erp_base_customer (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  customer_code varchar(32),
  customer_name varchar(100),
  short_name varchar(50),
  country varchar(64),
  currency varchar(64),
  customer_grade varchar(64),
  contact_name varchar(50),
  contact_phone varchar(30),
  email varchar(100),
  address varchar(255),
  tax_number varchar(50),
  credit_limit numeric(20,2),
  settlement_days integer,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('erp_base_customer');

-- Uploaded file (blade-resource/attach)
CREATE TABLE blade_attach (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  original_name varchar(255),
  name varchar(255),
  link varchar(500),
  extension varchar(8),
  content_type varchar(64),
  attach_size integer,
  center_type varchar(32),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_attach');

-- Platform dictionaries get the base columns, so one declaration (blade-system/dict) describes them
-- and edits carry a version; the table stays platform-wide (no row-level security, read-only to erp_app).
ALTER TABLE blade_dict
  ADD COLUMN tenant_id varchar(12) NOT NULL DEFAULT '000000',
  ADD COLUMN create_user bigint, ADD COLUMN create_dept bigint,
  ADD COLUMN create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN update_user bigint,
  ADD COLUMN update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN status integer NOT NULL DEFAULT 1,
  ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX blade_dict_parent ON blade_dict (parent_id);

-- The error log is listed through its declaration (blade-log/error): it needs the base columns too.
ALTER TABLE blade_log_error
  ADD COLUMN create_user bigint, ADD COLUMN create_dept bigint,
  ADD COLUMN update_user bigint,
  ADD COLUMN update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN status integer NOT NULL DEFAULT 1,
  ADD COLUMN is_deleted integer NOT NULL DEFAULT 0,
  ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX blade_log_error_time ON blade_log_error (tenant_id, create_time DESC);

-- The data source a tenant is assigned (tenant/datasource).
ALTER TABLE blade_tenant ADD COLUMN datasource_id bigint;

-- Logs are read newest first; the export runner looks for queued work across tenants.
CREATE INDEX blade_log_api_time ON blade_log_api (tenant_id, create_time DESC);
CREATE INDEX blade_log_usual_time ON blade_log_usual (tenant_id, create_time DESC);
CREATE INDEX erp_base_offline_export_queue ON erp_base_offline_export (status, create_time) WHERE is_deleted = 0;
CREATE UNIQUE INDEX blade_dict_biz_entry ON blade_dict_biz (tenant_id, code, dict_key) WHERE is_deleted = 0;
CREATE UNIQUE INDEX blade_attach_name ON blade_attach (tenant_id, name);

-- How many live tenants use these data sources, across tenants (the remove check runs under the
-- caller's row-level security, which shows it only its own tenant row).
CREATE FUNCTION erp_datasource_use_count(ids bigint[]) RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path FROM CURRENT AS $$
  SELECT count(*)::int FROM blade_tenant WHERE datasource_id = ANY(ids) AND is_deleted = 0
$$;
