-- Issue 27, item 14: the floor device working on a pick list (its claim), so a second device that
-- opens the list is told who is on it, and the console's pick lists show it.
ALTER TABLE ware_order_pick
  ADD COLUMN claim_device_id varchar(36),
  ADD COLUMN claim_device varchar(100),
  ADD COLUMN claimed_by bigint,
  ADD COLUMN claim_time timestamp(0);
