-- Issue 10: quality inspections of received units, and the inbound line's flag that asks for one.
ALTER TABLE ware_inbound_batch_item ADD COLUMN inspect integer NOT NULL DEFAULT 0;

-- Quality inspection (ware/wqualityinspection)
CREATE TABLE ware_quality_inspection (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  inbound_order_id bigint,
  shelves_id bigint,
  store_id bigint,
  product_id bigint,
  sys_sku varchar(64),
  quantity integer,
  sampled_quantity integer,
  defect_quantity integer,
  defect_rate numeric(20,4),
  quarantine_position_id bigint,
  status integer NOT NULL DEFAULT 1,
  inspect_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX ware_quality_inspection_inbound_order_id ON ware_quality_inspection (tenant_id, inbound_order_id);
CREATE INDEX ware_quality_inspection_shelves_id ON ware_quality_inspection (tenant_id, shelves_id);
CREATE INDEX ware_quality_inspection_store_id ON ware_quality_inspection (tenant_id, store_id);
CREATE INDEX ware_quality_inspection_product_id ON ware_quality_inspection (tenant_id, product_id);
CREATE INDEX ware_quality_inspection_quarantine_position_id ON ware_quality_inspection (tenant_id, quarantine_position_id);
SELECT erp_isolate_tenant('ware_quality_inspection');
