-- One warehouse model (issue 9 item 3): the floor's warehouses and zones join the ERP's
-- (erp_base_store, erp_base_store_area), and the ERP's hand-kept positions join the floor's
-- (ware_base_store_position); /api/ware/wbasestore* and /api/erp/basestore* then serve the same
-- records. Ids are kept, so zones, positions, transports and anything else that names a
-- warehouse still does. A code or name both models used for different records keeps the ERP's;
-- the floor's gets a suffix, so nothing is lost and nothing is merged by guess.
ALTER TABLE erp_base_store ADD COLUMN warehouse_point varchar(64);

INSERT INTO erp_base_store (id, tenant_id, code, name, parent_id, store_type, operation_mode, status, country_code,
    province, city, address, postal_code, contact, phone, third_code, is_return, is_fba, is_ecc, provide_face,
    warehouse_point, remark, create_user, create_dept, create_time, update_user, update_time, is_deleted, version)
SELECT w.id, w.tenant_id,
       CASE WHEN EXISTS (SELECT 1 FROM erp_base_store e WHERE e.tenant_id = w.tenant_id AND e.code = w.code AND e.is_deleted = 0)
            THEN left(w.code, 27) || '-WMS' ELSE w.code END,
       CASE WHEN EXISTS (SELECT 1 FROM erp_base_store e WHERE e.tenant_id = w.tenant_id AND e.name = w.name AND e.is_deleted = 0)
            THEN left(w.name, 94) || ' (WMS)' ELSE w.name END,
       0, coalesce(w.type, 1), w.operation_mode, w.status, w.country, w.state, w.city, w.address, w.postal_code,
       w.contact, w.phone, w.third_party_code, w.is_return, w.is_fba, 0, w.provide_face, w.warehouse_point, w.remark,
       w.create_user, w.create_dept, w.create_time, w.update_user, w.update_time, w.is_deleted, w.version
  FROM ware_base_store w;

INSERT INTO erp_base_store_area (id, tenant_id, store_id, code, name, area_type, pick_order_num, status, remark,
    create_user, create_dept, create_time, update_user, update_time, is_deleted, version)
SELECT a.id, a.tenant_id, a.store_id, a.code, a.name, coalesce(a.type, 1), a.pick_order_num, a.status, a.remark,
       a.create_user, a.create_dept, a.create_time, a.update_user, a.update_time, a.is_deleted, a.version
  FROM ware_base_store_area a;

-- The ERP's copies of floor positions go (the floor's are the same positions); hand-kept ones stay.
INSERT INTO ware_base_store_position (id, tenant_id, store_id, area_id, code, name, type, status, pick_order_num,
    remark, create_user, create_dept, create_time, update_user, update_time, is_deleted, version)
SELECT p.id, p.tenant_id, p.store_id, p.area_id,
       CASE WHEN EXISTS (SELECT 1 FROM ware_base_store_position f
                          WHERE f.tenant_id = p.tenant_id AND f.store_id = p.store_id AND f.code = p.code AND f.is_deleted = 0)
            THEN left(p.code, 28) || '-ERP' ELSE p.code END,
       p.name, p.type, p.status, p.pick_order_num, p.remark,
       p.create_user, p.create_dept, p.create_time, p.update_user, p.update_time, p.is_deleted, p.version
  FROM erp_base_store_position p
 WHERE p.source_position_id IS NULL;

DROP TABLE erp_base_store_position;
DROP TABLE ware_base_store_area;
DROP TABLE ware_base_store;
