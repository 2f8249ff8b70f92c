-- Issue 32, fees: bills registered (fin_fee_detail), fee applications (fin_apply_fee), fees received back (fin_receive_fee).
-- fin_fee_detail's id, party_id, party_name, amount, currency_code, status, fee_type and due_date are read by payment applications (relation type 3).

-- Bill registration (erp/financialfeedetail)
CREATE TABLE fin_fee_detail (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  bill_no varchar(64),
  fee_type integer,
  party_id bigint,
  party_name varchar(200),
  amount numeric(20,4),
  currency_code varchar(3),
  month varchar(7),
  due_date date,
  receive_name varchar(200),
  receive_bank varchar(200),
  receive_account varchar(64),
  apply_user_id bigint,
  apply_user_name varchar(100),
  apply_fee_id bigint,
  status integer NOT NULL DEFAULT 0,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_fee_detail_party_id ON fin_fee_detail (tenant_id, party_id);
CREATE INDEX fin_fee_detail_apply_user_id ON fin_fee_detail (tenant_id, apply_user_id);
CREATE INDEX fin_fee_detail_apply_fee_id ON fin_fee_detail (tenant_id, apply_fee_id);
SELECT erp_isolate_tenant('fin_fee_detail');

-- Fee application (erp/financialapplyfee)
CREATE TABLE fin_apply_fee (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  fee_type integer,
  party_id bigint,
  party_name varchar(200),
  amount numeric(20,4),
  currency_code varchar(3),
  month varchar(7),
  due_date date,
  bill_no varchar(64),
  receive_name varchar(200),
  receive_bank varchar(200),
  receive_account varchar(64),
  apply_user_id bigint,
  apply_user_name varchar(100),
  reason varchar(500),
  reject_reason varchar(500),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_apply_fee_party_id ON fin_apply_fee (tenant_id, party_id);
CREATE INDEX fin_apply_fee_apply_user_id ON fin_apply_fee (tenant_id, apply_user_id);
SELECT erp_isolate_tenant('fin_apply_fee');

-- Fee received (erp/financialreceivefee)
CREATE TABLE fin_receive_fee (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  fee_type integer,
  party_id bigint,
  party_name varchar(200),
  amount numeric(20,4),
  currency_code varchar(3),
  receive_date date,
  bank_account_id bigint,
  fee_detail_id bigint,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_receive_fee_party_id ON fin_receive_fee (tenant_id, party_id);
CREATE INDEX fin_receive_fee_bank_account_id ON fin_receive_fee (tenant_id, bank_account_id);
CREATE INDEX fin_receive_fee_fee_detail_id ON fin_receive_fee (tenant_id, fee_detail_id);
SELECT erp_isolate_tenant('fin_receive_fee');

-- The statistics sum bills by month, fee type and currency.
CREATE INDEX fin_fee_detail_month ON fin_fee_detail (tenant_id, month, fee_type);
