-- A tenant sees and changes its numbering rules in the console (issue 27, item 4): the rule table
-- becomes a declared resource (blade-system/documentNumberRule) with an id and the standard columns,
-- one live rule per kind. Existing rules are kept; "no date" and "no separator" are stored as 'none'.
ALTER TABLE erp_document_number_rule DROP CONSTRAINT erp_document_number_rule_pkey;
ALTER TABLE erp_document_number_rule
  ADD COLUMN id bigint,
  ADD COLUMN create_user bigint, ADD COLUMN create_dept bigint,
  ADD COLUMN create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN update_user bigint, ADD COLUMN update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  ADD COLUMN status integer NOT NULL DEFAULT 1,
  ADD COLUMN is_deleted integer NOT NULL DEFAULT 0, ADD COLUMN version integer NOT NULL DEFAULT 1,
  ALTER COLUMN kind TYPE varchar(64),
  ALTER COLUMN date_format TYPE varchar(64),
  ALTER COLUMN date_format DROP DEFAULT,
  ALTER COLUMN digits DROP DEFAULT,
  ALTER COLUMN separator TYPE varchar(64),
  ALTER COLUMN separator DROP DEFAULT;
UPDATE erp_document_number_rule SET date_format = 'none' WHERE date_format = '';
UPDATE erp_document_number_rule SET separator = 'none' WHERE separator = '';
-- Ids shaped as the server mints them (milliseconds since 2020 << 22), a moment before any it mints later.
UPDATE erp_document_number_rule r SET id = n.id
  FROM (SELECT tenant_id, kind,
               (((extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1577836800000 - 1000) << 22)
                 + row_number() OVER (ORDER BY tenant_id, kind) AS id
          FROM erp_document_number_rule) n
 WHERE r.tenant_id = n.tenant_id AND r.kind = n.kind;
ALTER TABLE erp_document_number_rule ALTER COLUMN id SET NOT NULL, ADD PRIMARY KEY (tenant_id, id);
CREATE UNIQUE INDEX erp_document_number_rule_live_kind ON erp_document_number_rule (tenant_id, kind) WHERE is_deleted = 0;
