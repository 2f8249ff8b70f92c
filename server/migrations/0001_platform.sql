-- Platform: the application role, tenant isolation helper, tenants, clients, users, departments,
-- roles, menus, dictionaries, session state (captcha, refresh tokens) and the error log.

-- Request traffic runs as this role (SET LOCAL ROLE per transaction): no superuser, no BYPASSRLS.
DO $$ BEGIN
  CREATE ROLE erp_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- Every tenant table calls this: rows are visible and writable only for the transaction's tenant.
CREATE FUNCTION erp_isolate_tenant(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = current_setting(''app.tenant_id'', true)) '
    'WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))', tbl);
END $$;

CREATE TABLE blade_tenant (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  tenant_name varchar(50) NOT NULL,
  domain_url varchar(255),
  linkman varchar(20),
  contact_number varchar(20),
  address varchar(255),
  account_number integer NOT NULL DEFAULT -1,
  expire_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_tenant_tenant_id ON blade_tenant (tenant_id);
SELECT erp_isolate_tenant('blade_tenant');

-- OAuth clients are platform-wide: the secret is stored as an argon2id hash.
CREATE TABLE blade_client (
  id bigint PRIMARY KEY,
  client_id varchar(48) NOT NULL UNIQUE,
  client_secret varchar(255) NOT NULL,
  authorized_grant_types varchar(255) NOT NULL,
  access_token_validity integer NOT NULL DEFAULT 3600,
  refresh_token_validity integer NOT NULL DEFAULT 604800,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0
);

CREATE TABLE blade_dept (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  parent_id bigint NOT NULL DEFAULT 0,
  ancestors varchar(2000) NOT NULL DEFAULT '0',
  dept_category integer NOT NULL DEFAULT 1,
  dept_name varchar(45) NOT NULL,
  full_name varchar(45),
  sort integer NOT NULL DEFAULT 0,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_dept');

CREATE TABLE blade_role (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  parent_id bigint NOT NULL DEFAULT 0,
  role_name varchar(50) NOT NULL,
  role_alias varchar(50) NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_role_alias ON blade_role (tenant_id, role_alias) WHERE is_deleted = 0;
SELECT erp_isolate_tenant('blade_role');

CREATE TABLE blade_user (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(12),
  user_type integer NOT NULL DEFAULT 1,
  account varchar(45) NOT NULL,
  password varchar(255) NOT NULL,
  name varchar(20),
  real_name varchar(20),
  avatar varchar(500),
  email varchar(45),
  phone varchar(45),
  birthday timestamp(0),
  sex integer,
  role_id varchar(1000) NOT NULL DEFAULT '',
  dept_id varchar(1000) NOT NULL DEFAULT '',
  post_id varchar(1000) NOT NULL DEFAULT '',
  oauth_id varchar(64),
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_user_account ON blade_user (tenant_id, account) WHERE is_deleted = 0;
SELECT erp_isolate_tenant('blade_user');

-- Menus are platform-wide (each page exists once); tenants grant them to roles.
CREATE TABLE blade_menu (
  id bigint PRIMARY KEY,
  parent_id bigint NOT NULL DEFAULT 0,
  code varchar(64) NOT NULL UNIQUE,
  name varchar(64) NOT NULL,
  name_en varchar(128) NOT NULL,
  name_ja varchar(128) NOT NULL,
  alias varchar(64) NOT NULL DEFAULT '',
  path varchar(255),
  source varchar(255),
  sort integer NOT NULL DEFAULT 0,
  category integer NOT NULL DEFAULT 1,
  action integer NOT NULL DEFAULT 0,
  is_open integer NOT NULL DEFAULT 1,
  area varchar(32) NOT NULL,
  remark varchar(255),
  is_deleted integer NOT NULL DEFAULT 0
);

CREATE TABLE blade_role_menu (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  role_id bigint NOT NULL,
  menu_id bigint NOT NULL REFERENCES blade_menu (id),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_role_menu_pair ON blade_role_menu (tenant_id, role_id, menu_id);
SELECT erp_isolate_tenant('blade_role_menu');

CREATE TABLE blade_top_menu (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(64) NOT NULL,
  name varchar(64) NOT NULL,
  source varchar(255),
  path varchar(255),
  sort integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_top_menu');

CREATE TABLE blade_top_menu_setting (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  top_menu_id bigint NOT NULL,
  menu_id bigint NOT NULL REFERENCES blade_menu (id),
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_top_menu_setting');

-- Platform vocabularies (spec 1 §4, §9): one label per language.
CREATE TABLE blade_dict (
  id bigint PRIMARY KEY,
  parent_id bigint NOT NULL DEFAULT 0,
  code varchar(255) NOT NULL,
  dict_key varchar(255) NOT NULL,
  dict_value varchar(255) NOT NULL,
  dict_value_en varchar(255) NOT NULL DEFAULT '',
  dict_value_ja varchar(255) NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  remark varchar(255),
  is_sealed integer NOT NULL DEFAULT 0,
  is_deleted integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX blade_dict_entry ON blade_dict (code, dict_key) WHERE is_deleted = 0;

CREATE TABLE blade_captcha (
  captcha_key varchar(64) PRIMARY KEY,
  code varchar(16) NOT NULL,
  expires_at timestamp(0) NOT NULL
);

-- A sign-in session: access tokens carry its id, so logout ends them before they expire.
CREATE TABLE blade_session (
  sid varchar(64) PRIMARY KEY,
  tenant_id varchar(12) NOT NULL,
  user_id bigint NOT NULL,
  client_id varchar(48) NOT NULL,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  revoked_at timestamp(0)
);

-- Refresh tokens are rotated on use: a used one is refused, and its reuse ends the whole session.
CREATE TABLE blade_refresh_token (
  jti varchar(64) PRIMARY KEY,
  sid varchar(64) NOT NULL REFERENCES blade_session (sid),
  expires_at timestamp(0) NOT NULL,
  used_at timestamp(0),
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0)
);
CREATE INDEX blade_refresh_token_sid ON blade_refresh_token (sid);

-- Server faults and the logs browsers send; written by the platform, read by each tenant.
CREATE TABLE blade_log_error (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL DEFAULT '',
  source varchar(12) NOT NULL,
  request_id varchar(64),
  method varchar(10),
  request_uri varchar(2000),
  user_agent varchar(1000),
  remote_ip varchar(64),
  exception_name varchar(255),
  message text,
  stack_trace text,
  params text,
  log_data text,
  create_by varchar(64),
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_log_error');

CREATE TABLE blade_notice (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  title varchar(255) NOT NULL,
  category integer NOT NULL DEFAULT 1,
  release_time timestamp(0),
  content text,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_notice');

GRANT SELECT ON blade_dict, blade_menu TO erp_app;

-- Called after every migration run: the application role may use exactly the tenant-isolated tables.
CREATE FUNCTION erp_grant_app_role() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t regclass;
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO erp_app', current_schema());
  FOR t IN SELECT c.oid::regclass FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relrowsecurity
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO erp_app', t);
  END LOOP;
END $$;
