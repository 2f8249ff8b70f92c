-- System access: users, roles, menus, top menus, departments, posts, clients, data and API scopes (extends 0001/0002).

-- Post (blade-system/post)
CREATE TABLE blade_post (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  category integer NOT NULL,
  post_code varchar(12) NOT NULL,
  post_name varchar(64) NOT NULL,
  sort integer,
  remark varchar(255),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_post_code ON blade_post (tenant_id, post_code) WHERE is_deleted = 0;
SELECT erp_isolate_tenant('blade_post');

-- Per-user shops and warehouses (user update-platform): ids only, the shop and warehouse tables
-- belong to other areas. store_type 1 shop, 2 warehouse.
CREATE TABLE blade_user_store (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  user_id bigint NOT NULL,
  store_type integer NOT NULL,
  store_id bigint NOT NULL,
  create_user bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX blade_user_store_pair ON blade_user_store (tenant_id, user_id, store_type, store_id);
SELECT erp_isolate_tenant('blade_user_store');

-- Users: the password column holds an argon2id hash and is declared a secret field (never read back).
ALTER TABLE blade_user ALTER COLUMN password TYPE text;

-- Menus and clients are platform-wide; they get the base columns so they can be declared (page,
-- buttons, generic menu reads). Their rows belong to the platform tenant 000000; no RLS applies.
ALTER TABLE blade_menu
  ADD COLUMN tenant_id varchar(12) NOT NULL DEFAULT '000000',
  ADD COLUMN create_user bigint, ADD COLUMN create_dept bigint,
  ADD COLUMN create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN update_user bigint, ADD COLUMN update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN status integer NOT NULL DEFAULT 1, ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX blade_menu_parent ON blade_menu (parent_id);

ALTER TABLE blade_client
  ADD COLUMN tenant_id varchar(12) NOT NULL DEFAULT '000000',
  ADD COLUMN create_user bigint, ADD COLUMN create_dept bigint,
  ADD COLUMN update_user bigint, ADD COLUMN update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Role, department and scope lookups of the grant and tree calls.
CREATE INDEX blade_role_menu_role ON blade_role_menu (tenant_id, role_id);
CREATE INDEX blade_role_scope_role ON blade_role_scope (tenant_id, role_id);
CREATE INDEX blade_top_menu_setting_top ON blade_top_menu_setting (tenant_id, top_menu_id);
CREATE INDEX blade_dept_parent ON blade_dept (tenant_id, parent_id);
CREATE INDEX blade_role_parent ON blade_role (tenant_id, parent_id);
CREATE UNIQUE INDEX blade_top_menu_code ON blade_top_menu (tenant_id, code) WHERE is_deleted = 0;

-- Client ids are unique among live clients only, so a removed client's id can be used again.
ALTER TABLE blade_client DROP CONSTRAINT blade_client_client_id_key;
CREATE UNIQUE INDEX blade_client_client_id ON blade_client (client_id) WHERE is_deleted = 0;
