-- Issue 31: stock in transit. From a ship's departure to its receipt overseas, goods lie in their
-- destination warehouse's in-transit position (a zone of type 7) as lots whose units are in_transit,
-- never on hand nor available; two movement kinds move them (12 dispatched into transit, 13 arrived
-- from transit), and an inbound line that receives such goods says so (from_transit).

-- A transit row's quantity is its lot's change in transit: on hand stays as it was and the row carries in transit before and after, so every row still adds up on its own.
ALTER TABLE erp_store_product_inventory_log
  ADD COLUMN in_transit_before integer,
  ADD COLUMN in_transit_after integer,
  DROP CONSTRAINT erp_store_product_inventory_log_moves,
  ADD CONSTRAINT erp_store_product_inventory_log_moves CHECK (quantity <> 0 AND CASE
    WHEN movement_type IN (12, 13) THEN on_hand_after = on_hand_before AND in_transit_before IS NOT NULL
                                        AND in_transit_after = in_transit_before + quantity AND in_transit_after >= 0
    ELSE on_hand_after = on_hand_before + quantity AND in_transit_before IS NULL AND in_transit_after IS NULL END);

-- An inbound line whose goods were in transit to its warehouse (a ship's inbound order): its receipt clears them.
ALTER TABLE ware_inbound_batch_item ADD COLUMN from_transit integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT ware_inbound_batch_item_from_transit CHECK (from_transit IN (0, 1));
