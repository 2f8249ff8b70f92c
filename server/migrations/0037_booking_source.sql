-- Issue 27: a tracking number typed for a parcel booked outside the system is a booking of its own
-- kind (source 2), told apart from one the carrier gave through its adapter (source 1).
ALTER TABLE erp_order_express ADD COLUMN source integer NOT NULL DEFAULT 1;
