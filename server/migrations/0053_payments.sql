-- Issue 32, payments: purchase payments paid through the finance area (number, factory, rate, bank
-- account, the purchase_payment approval), their files, payment applications with their relation
-- lines, and payment vouchers.

ALTER TABLE erp_purchase_payment ADD COLUMN code varchar(32);
ALTER TABLE erp_purchase_payment ADD COLUMN factory_id bigint;
ALTER TABLE erp_purchase_payment ADD COLUMN rate numeric(20,8);
ALTER TABLE erp_purchase_payment ADD COLUMN bank_account_id bigint;
ALTER TABLE erp_purchase_payment ADD COLUMN approval_status integer NOT NULL DEFAULT 1;
ALTER TABLE erp_purchase_payment ADD COLUMN approval_remark varchar(255);
CREATE INDEX erp_purchase_payment_factory_id ON erp_purchase_payment (tenant_id, factory_id);
UPDATE erp_purchase_payment p SET factory_id = o.factory_id
  FROM erp_purchase_order o WHERE o.tenant_id = p.tenant_id AND o.id = p.purchase_order_id AND p.factory_id IS NULL;

-- Purchase payment file (erp/purchasepaymentfile)
CREATE TABLE erp_purchase_payment_file (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  purchase_payment_id bigint,
  file_name varchar(255),
  file_url varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_purchase_payment_file_purchase_payment_id ON erp_purchase_payment_file (tenant_id, purchase_payment_id);
SELECT erp_isolate_tenant('erp_purchase_payment_file');

-- Payment application (erp/financialapplypay)
CREATE TABLE fin_apply_pay (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  relation_type integer,
  party_type varchar(64),
  party_id bigint,
  party_name varchar(200),
  currency_code varchar(3),
  amount numeric(20,4),
  receive_account varchar(200),
  receive_bank varchar(200),
  expect_pay_date date,
  status integer NOT NULL DEFAULT 1,
  check_sign integer NOT NULL DEFAULT 0,
  check_remark varchar(255),
  paid_amount numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('fin_apply_pay');

-- Payment application line (erp/financialapplypayrelation)
CREATE TABLE fin_apply_pay_relation (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  apply_pay_id bigint,
  relation_type integer,
  relation_id bigint,
  relation_no varchar(64),
  payment_kind integer,
  currency_code varchar(3),
  amount numeric(20,4),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_apply_pay_relation_apply_pay_id ON fin_apply_pay_relation (tenant_id, apply_pay_id);
SELECT erp_isolate_tenant('fin_apply_pay_relation');

-- Payment voucher (erp/financialpayvoucher)
CREATE TABLE fin_pay_voucher (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  apply_pay_id bigint,
  currency_code varchar(3),
  amount numeric(20,4),
  rate numeric(20,8),
  bank_account_id bigint,
  pay_date date,
  status integer NOT NULL DEFAULT 1,
  voucher_url varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_pay_voucher_apply_pay_id ON fin_pay_voucher (tenant_id, apply_pay_id);
SELECT erp_isolate_tenant('fin_pay_voucher');

CREATE INDEX fin_apply_pay_relation_document ON fin_apply_pay_relation (tenant_id, relation_type, relation_id);
CREATE INDEX fin_apply_pay_party ON fin_apply_pay (tenant_id, party_type, party_id);
