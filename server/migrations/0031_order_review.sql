-- Issue 12, review: every posting that brings stock in asks whether out-of-stock orders wait for it
-- (server/orders/order-review.ts retryOutOfStock). A partial index over only those orders keeps that
-- probe a hit on a tiny index, oldest first per warehouse, however many orders the tenant has.
CREATE INDEX erp_order_stockout_store ON erp_order (tenant_id, store_id, id) WHERE status = 7 AND is_deleted = 0;
