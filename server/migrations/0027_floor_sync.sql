-- Issue 11: the warehouse floor app's devices and the commands they pushed, each kept once per device and
-- sequence number (the request's hash, the outcome, the result), so a replay answers the stored outcome; and
-- what the floor scanned of each pick line.

-- Floor device (floor/floordevice): one row per device id per tenant, locked by every push of the device.
CREATE TABLE floor_device (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  device_id varchar(36) NOT NULL,
  name varchar(100),
  user_id bigint NOT NULL,
  store_id bigint,
  user_agent varchar(255),
  last_seq bigint NOT NULL DEFAULT 0,
  last_sync_time timestamp(0),
  pending_count integer NOT NULL DEFAULT 0,
  applied_count integer NOT NULL DEFAULT 0,
  rejected_count integer NOT NULL DEFAULT 0,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX floor_device_device_id ON floor_device (tenant_id, device_id);
CREATE INDEX floor_device_user_id ON floor_device (tenant_id, user_id);
CREATE INDEX floor_device_store_id ON floor_device (tenant_id, store_id);
SELECT erp_isolate_tenant('floor_device');

-- Floor command (floor/floorcommand): status 1 applied, 2 rejected; result is the command's answer.
CREATE TABLE floor_command (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  device_id varchar(36) NOT NULL,
  seq bigint NOT NULL,
  name varchar(64) NOT NULL,
  op_id varchar(36),
  request_hash varchar(64) NOT NULL,
  status integer NOT NULL DEFAULT 1,
  result jsonb,
  reason varchar(500),
  hint varchar(500),
  device_time timestamp(0),
  user_id bigint,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT floor_command_device_seq UNIQUE (tenant_id, device_id, seq)
);
CREATE INDEX floor_command_user_id ON floor_command (tenant_id, user_id);
SELECT erp_isolate_tenant('floor_command');

-- Units of a pick line scanned on the floor (finishing the pick takes them as the picked quantity).
ALTER TABLE ware_order_pick_item ADD COLUMN scanned_quantity integer NOT NULL DEFAULT 0;
