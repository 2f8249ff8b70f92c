-- Issue 32, invoices: factory invoices (posted to the journal when confirmed) and their lines, electronic
-- invoices and their files, and the factory's file on an invoice notice. Numbers: the 'factoryInvoice' rule (FI-).

ALTER TABLE erp_financial_invoice ADD COLUMN factory_file_name varchar(200), ADD COLUMN factory_file_url varchar(500);

-- Factory invoice (erp/financialfactory)
CREATE TABLE fin_factory_invoice (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(40),
  invoice_no varchar(64),
  notice_id bigint,
  factory_id bigint,
  currency_code varchar(3),
  rate numeric(20,8),
  invoice_date date,
  due_date date,
  total_quantity integer,
  amount numeric(20,4),
  tax_amount numeric(20,4),
  status integer NOT NULL DEFAULT 1,
  file_name varchar(200),
  file_url varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_factory_invoice_notice_id ON fin_factory_invoice (tenant_id, notice_id);
CREATE INDEX fin_factory_invoice_factory_id ON fin_factory_invoice (tenant_id, factory_id);
SELECT erp_isolate_tenant('fin_factory_invoice');

-- Factory invoice line (erp/financialfactoryitem)
CREATE TABLE fin_factory_invoice_item (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  factory_invoice_id bigint,
  purchase_order_id bigint,
  product_id bigint,
  quantity integer,
  price numeric(20,4),
  amount numeric(20,4),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_factory_invoice_item_factory_invoice_id ON fin_factory_invoice_item (tenant_id, factory_invoice_id);
CREATE INDEX fin_factory_invoice_item_purchase_order_id ON fin_factory_invoice_item (tenant_id, purchase_order_id);
CREATE INDEX fin_factory_invoice_item_product_id ON fin_factory_invoice_item (tenant_id, product_id);
SELECT erp_isolate_tenant('fin_factory_invoice_item');

-- Electronic invoice (erp/financialelectronicinvoice)
CREATE TABLE fin_electronic_invoice (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  invoice_no varchar(64),
  invoice_code varchar(64),
  invoice_type integer,
  invoice_date date,
  factory_id bigint,
  factory_invoice_id bigint,
  currency_code varchar(3),
  amount numeric(20,4),
  tax_amount numeric(20,4),
  total_amount numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_electronic_invoice_factory_id ON fin_electronic_invoice (tenant_id, factory_id);
CREATE INDEX fin_electronic_invoice_factory_invoice_id ON fin_electronic_invoice (tenant_id, factory_invoice_id);
SELECT erp_isolate_tenant('fin_electronic_invoice');

-- Electronic invoice file (erp/financialelectronicinvoicefile)
CREATE TABLE fin_electronic_invoice_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  electronic_invoice_id bigint,
  file_name varchar(200),
  file_url varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_electronic_invoice_file_electronic_invoice_id ON fin_electronic_invoice_file (tenant_id, electronic_invoice_id);
SELECT erp_isolate_tenant('fin_electronic_invoice_file');
CREATE UNIQUE INDEX fin_factory_invoice_live_code ON fin_factory_invoice (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX fin_electronic_invoice_live_no ON fin_electronic_invoice (tenant_id, invoice_no) WHERE is_deleted = 0;
