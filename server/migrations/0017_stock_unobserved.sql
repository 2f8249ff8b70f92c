-- Stock balances, ledger rows and reservations are written by every posting; announcing each commit
-- (pg_notify takes a lock every notifying commit queues on) would serialize the ledger. Their reads
-- are never kept in the answer cache (change-feed.ts lists them as unobserved).
DROP TRIGGER IF EXISTS erp_changed ON erp_store_product_inventory;
DROP TRIGGER IF EXISTS erp_changed ON erp_store_product_inventory_log;
DROP TRIGGER IF EXISTS erp_changed ON erp_stock_reservation;
