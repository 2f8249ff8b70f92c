-- A product's currency is one of the tenant's currencies (币种汇率), a three-letter code, no longer a dictionary key.
ALTER TABLE erp_base_product ALTER COLUMN currency TYPE varchar(3) USING left(currency, 3);
