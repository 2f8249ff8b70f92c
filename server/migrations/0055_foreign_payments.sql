-- Issue 32: foreign payments (erp/financialforeignpayment: a payable of a purchase order or a ship
-- bill paid in its foreign currency, statuses 1-4, posted on audit), overseas payment applications
-- (erp/abroadapplypay, finance statuses 1-9) and their vouchers (erp/abroadpayvoucher, payment
-- progress; paid posts fee expense against the bank). Numbers from the tenant's 'foreignPayment'
-- (FP-), 'abroadApplyPay' (OA-) and 'abroadPayVoucher' (OV-) rules.

-- Foreign payment (erp/financialforeignpayment)
CREATE TABLE fin_foreign_payment (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  relation_type integer NOT NULL DEFAULT '1',
  purchase_order_id bigint,
  ship_bill_id bigint,
  relation_no varchar(40),
  party_id bigint,
  receiver_name varchar(100),
  receive_account varchar(34),
  receive_bank varchar(100),
  currency_code varchar(3),
  amount numeric(20,4),
  rate numeric(20,8),
  booking_rate numeric(20,8),
  base_amount numeric(20,4),
  exchange_difference numeric(20,4),
  deduction_no varchar(40),
  deduction_amount numeric(20,4),
  pay_date date,
  bank_account_id bigint,
  status integer NOT NULL DEFAULT 1,
  audit_user bigint,
  audit_time timestamp(0),
  audit_remark varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_foreign_payment_purchase_order_id ON fin_foreign_payment (tenant_id, purchase_order_id);
CREATE INDEX fin_foreign_payment_ship_bill_id ON fin_foreign_payment (tenant_id, ship_bill_id);
CREATE INDEX fin_foreign_payment_party_id ON fin_foreign_payment (tenant_id, party_id);
CREATE INDEX fin_foreign_payment_bank_account_id ON fin_foreign_payment (tenant_id, bank_account_id);
CREATE INDEX fin_foreign_payment_audit_user ON fin_foreign_payment (tenant_id, audit_user);
SELECT erp_isolate_tenant('fin_foreign_payment');

-- Overseas payment application (erp/abroadapplypay)
CREATE TABLE fin_abroad_apply_pay (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  receiver_id bigint,
  receiver_name varchar(100),
  receive_account varchar(34),
  receive_bank varchar(100),
  store_id bigint,
  fee_type integer NOT NULL DEFAULT '1',
  currency_code varchar(3),
  amount numeric(20,4),
  registered_amount numeric(20,4),
  paid_amount numeric(20,4),
  apply_date date,
  due_date date,
  status integer NOT NULL DEFAULT 1,
  audit_remark varchar(500),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_abroad_apply_pay_receiver_id ON fin_abroad_apply_pay (tenant_id, receiver_id);
CREATE INDEX fin_abroad_apply_pay_store_id ON fin_abroad_apply_pay (tenant_id, store_id);
SELECT erp_isolate_tenant('fin_abroad_apply_pay');

-- Overseas payment voucher (erp/abroadpayvoucher)
CREATE TABLE fin_abroad_pay_voucher (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  apply_pay_id bigint,
  receiver_name varchar(100),
  currency_code varchar(3),
  amount numeric(20,4),
  rate numeric(20,8),
  pay_date date,
  bank_account_id bigint,
  status integer NOT NULL DEFAULT 1,
  paid_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_abroad_pay_voucher_apply_pay_id ON fin_abroad_pay_voucher (tenant_id, apply_pay_id);
CREATE INDEX fin_abroad_pay_voucher_bank_account_id ON fin_abroad_pay_voucher (tenant_id, bank_account_id);
SELECT erp_isolate_tenant('fin_abroad_pay_voucher');

CREATE UNIQUE INDEX fin_foreign_payment_live_code ON fin_foreign_payment (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX fin_abroad_apply_pay_live_code ON fin_abroad_apply_pay (tenant_id, code) WHERE is_deleted = 0;
CREATE UNIQUE INDEX fin_abroad_pay_voucher_live_code ON fin_abroad_pay_voucher (tenant_id, code) WHERE is_deleted = 0;
