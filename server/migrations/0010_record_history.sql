-- The history of every declared action and status change (who, when, which action, from and to),
-- written by the one transition function in the same transaction as the change.
CREATE TABLE blade_record_history (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  resource varchar(64) NOT NULL,
  record_id bigint NOT NULL,
  action varchar(64) NOT NULL,
  from_status varchar(32),
  to_status varchar(32),
  remark varchar(500),
  create_user bigint,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX blade_record_history_record ON blade_record_history (tenant_id, resource, record_id, create_time);
SELECT erp_isolate_tenant('blade_record_history');
