-- Data scopes (which rows of a resource a role sees) and API scopes (extra call grants), and their grants to roles.

CREATE TABLE blade_scope_data (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  resource_code varchar(64) NOT NULL,
  scope_name varchar(255) NOT NULL,
  scope_column varchar(64) NOT NULL DEFAULT 'create_user',
  scope_type integer NOT NULL DEFAULT 1,
  scope_value varchar(2000),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_scope_data');

CREATE TABLE blade_scope_api (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  resource_code varchar(64) NOT NULL,
  scope_name varchar(255) NOT NULL,
  scope_path varchar(255),
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('blade_scope_api');

CREATE TABLE blade_role_scope (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  role_id bigint NOT NULL,
  scope_id bigint NOT NULL,
  scope_category integer NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_role_scope_pair ON blade_role_scope (tenant_id, role_id, scope_id, scope_category);
SELECT erp_isolate_tenant('blade_role_scope');
