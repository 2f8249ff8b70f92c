-- Document numbers people read (issue 27, item 4): each tenant numbers each kind of document by a
-- rule (prefix, date, digits: PK-20261202-0007) and a running number per period, taken by an upsert
-- so two transactions never mint the same one. A kind without a rule row uses the built-in default.
CREATE TABLE erp_document_number_rule (
  tenant_id varchar(12) NOT NULL,
  kind varchar(20) NOT NULL,
  prefix varchar(10) NOT NULL,
  date_format varchar(8) NOT NULL DEFAULT 'YYYYMMDD',
  digits integer NOT NULL DEFAULT 4,
  separator varchar(1) NOT NULL DEFAULT '-',
  PRIMARY KEY (tenant_id, kind)
);
SELECT erp_isolate_tenant('erp_document_number_rule');

CREATE TABLE erp_document_number_counter (
  tenant_id varchar(12) NOT NULL,
  kind varchar(20) NOT NULL,
  prefix varchar(10) NOT NULL,
  period varchar(8) NOT NULL,
  last_no integer NOT NULL,
  PRIMARY KEY (tenant_id, kind, prefix, period)
);
SELECT erp_isolate_tenant('erp_document_number_counter');

-- The sales orders' running numbers (migration 0030) go on in the one counter.
INSERT INTO erp_document_number_counter (tenant_id, kind, prefix, period, last_no)
SELECT tenant_id, 'salesOrder', prefix, day, last_no FROM erp_order_code_seq;
DROP TABLE erp_order_code_seq;

-- Numbers made of internal ids get readable ones: prefix, creation day, running number in id order.
UPDATE ware_order_pick p SET code = n.code
  FROM (SELECT id, tenant_id, 'PK-' || to_char(create_time, 'YYYYMMDD') || '-'
                 || lpad((row_number() OVER (PARTITION BY tenant_id, create_time::date ORDER BY id))::text, 4, '0') AS code
          FROM ware_order_pick WHERE code IS NULL OR code ~ '^PK-[0-9]+$') n
 WHERE p.id = n.id AND p.tenant_id = n.tenant_id;
UPDATE ware_quality_inspection q SET code = n.code
  FROM (SELECT id, tenant_id, 'QC-' || to_char(create_time, 'YYYYMMDD') || '-'
                 || lpad((row_number() OVER (PARTITION BY tenant_id, create_time::date ORDER BY id))::text, 4, '0') AS code
          FROM ware_quality_inspection WHERE code IS NULL OR code ~ '^QC-[0-9]+$') n
 WHERE q.id = n.id AND q.tenant_id = n.tenant_id;
UPDATE ware_outbound o SET code = n.code
  FROM (SELECT id, tenant_id, 'OB-' || to_char(create_time, 'YYYYMMDD') || '-'
                 || lpad((row_number() OVER (PARTITION BY tenant_id, create_time::date ORDER BY id))::text, 4, '0') AS code
          FROM ware_outbound WHERE code IS NULL OR code ~ '^WO-(DEMO-)?[0-9]+$') n
 WHERE o.id = n.id AND o.tenant_id = n.tenant_id;

-- The counters start after the numbers just given.
INSERT INTO erp_document_number_counter (tenant_id, kind, prefix, period, last_no)
SELECT tenant_id, kind, prefix, period, max(no) FROM (
  SELECT tenant_id, 'pickList' AS kind, 'PK' AS prefix, substr(code, 4, 8) AS period, substr(code, 13)::int AS no
    FROM ware_order_pick WHERE code ~ '^PK-[0-9]{8}-[0-9]{4}$'
  UNION ALL
  SELECT tenant_id, 'quality', 'QC', substr(code, 4, 8), substr(code, 13)::int
    FROM ware_quality_inspection WHERE code ~ '^QC-[0-9]{8}-[0-9]{4}$'
  UNION ALL
  SELECT tenant_id, 'outbound', 'OB', substr(code, 4, 8), substr(code, 13)::int
    FROM ware_outbound WHERE code ~ '^OB-[0-9]{8}-[0-9]{4}$'
) given GROUP BY tenant_id, kind, prefix, period;

-- A document number is one live document's per tenant, whoever typed or minted it.
CREATE UNIQUE INDEX ware_outbound_live_code ON ware_outbound (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_order_pick_live_code ON ware_order_pick (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_inbound_order_live_code ON ware_inbound_order (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_quality_inspection_live_code ON ware_quality_inspection (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX ware_stocktaking_live_code ON ware_stocktaking (tenant_id, code) WHERE is_deleted = 0;
