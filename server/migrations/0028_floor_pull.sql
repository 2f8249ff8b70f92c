-- Issue 11: what each floor device was last answered by the pull, per warehouse: a digest per row it
-- holds (per collection, by id) named by a cursor, and the answer before it (its cursor and what
-- differed), so a device whose answer was lost continues from the cursor it holds.
CREATE TABLE floor_pull_state (
  tenant_id varchar(12) NOT NULL,
  device_id varchar(36) NOT NULL,
  store_id bigint NOT NULL,
  user_id bigint,
  pull_cursor varchar(80),
  digests jsonb,
  prev_cursor varchar(80),
  prev_delta jsonb,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, device_id, store_id)
);
SELECT erp_isolate_tenant('floor_pull_state');
-- Written by every pull that finds a change and read by no kept answer: no change announcements
-- (change-feed.ts lists it as unobserved).
