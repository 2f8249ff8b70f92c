-- Issue 10: inventory processing orders (assembly and disassembly of combination products).
-- Inventory processing (erp/inventoryprocessing)
CREATE TABLE erp_inventory_processing (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  process_type integer,
  store_id bigint,
  product_id bigint,
  quantity integer,
  from_position_id bigint,
  to_position_id bigint,
  status integer NOT NULL DEFAULT 0,
  complete_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_inventory_processing_store_id ON erp_inventory_processing (tenant_id, store_id);
CREATE INDEX erp_inventory_processing_product_id ON erp_inventory_processing (tenant_id, product_id);
CREATE INDEX erp_inventory_processing_from_position_id ON erp_inventory_processing (tenant_id, from_position_id);
CREATE INDEX erp_inventory_processing_to_position_id ON erp_inventory_processing (tenant_id, to_position_id);
SELECT erp_isolate_tenant('erp_inventory_processing');
