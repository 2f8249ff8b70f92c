-- Issue 10: what the ERP records on inbound orders: the actual fee and its currency, and the ticket code.
ALTER TABLE ware_inbound_order ADD COLUMN real_fee numeric(20,2), ADD COLUMN fee_currency varchar(3), ADD COLUMN ticket_code varchar(64);
