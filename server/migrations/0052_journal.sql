-- Issue 32: the journal. A per-tenant chart of accounts (erp/financeaccount), accounting periods
-- (finance/period), and the double-entry journal every money document posts to through the one
-- posting function (server/finance/journal/journal.ts): entries and their lines are appended,
-- never updated (a mistake is reversed by an opposite entry), and kept balances per account,
-- period, party and currency are updated in the posting's transaction. Entry numbers come from the
-- tenant's 'journalEntry' (JE-) rule.

-- Chart of accounts (erp/financeaccount)
CREATE TABLE fin_account (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32),
  name varchar(100),
  parent_id bigint NOT NULL DEFAULT 0,
  root_type varchar(64),
  account_type varchar(64),
  currency_code varchar(3),
  is_group integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fin_account_parent_id ON fin_account (tenant_id, parent_id);
SELECT erp_isolate_tenant('fin_account');

-- Accounting periods (finance/period)
CREATE TABLE fin_period (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  period varchar(7),
  status integer NOT NULL DEFAULT 1,
  close_user bigint,
  close_time timestamp(0),
  reopen_user bigint,
  reopen_time timestamp(0),
  reopen_reason varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('fin_period');
CREATE UNIQUE INDEX fin_account_code_live ON fin_account (tenant_id, code) WHERE is_deleted = 0;
CREATE INDEX fin_account_type_leaf ON fin_account (tenant_id, account_type, currency_code) WHERE is_deleted = 0 AND is_group = 0;
ALTER TABLE fin_account ADD CONSTRAINT fin_account_root CHECK (root_type IN ('asset', 'liability', 'equity', 'income', 'expense'));
-- One row per month, never removed: a posting makes its month's row (open) if there is none.
CREATE UNIQUE INDEX fin_period_month ON fin_period (tenant_id, period);
ALTER TABLE fin_period ADD CONSTRAINT fin_period_status CHECK (status IN (1, 2));

-- Journal entry (header): written only by the posting function, never updated.
CREATE TABLE fin_journal_entry (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  code varchar(32) NOT NULL,
  document_type varchar(64) NOT NULL,
  document_id varchar(32) NOT NULL,
  document_no varchar(64),
  posting_date date NOT NULL,
  period varchar(7) NOT NULL,
  currency_code varchar(3) NOT NULL,
  rate numeric(20,8) NOT NULL,
  memo varchar(500),
  reverses_id bigint,
  create_user bigint,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT fin_journal_entry_rate CHECK (rate > 0)
);
CREATE INDEX fin_journal_entry_document ON fin_journal_entry (tenant_id, document_type, document_id);
CREATE INDEX fin_journal_entry_date ON fin_journal_entry (tenant_id, posting_date, id);
-- A reversal reverses one entry once.
CREATE UNIQUE INDEX fin_journal_entry_reverses ON fin_journal_entry (tenant_id, reverses_id) WHERE reverses_id IS NOT NULL;
SELECT erp_isolate_tenant('fin_journal_entry');

-- Journal line: amounts in the entry's currency and in the tenant's base currency, never updated.
CREATE TABLE fin_journal_line (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  entry_id bigint NOT NULL,
  line_no integer NOT NULL,
  account_id bigint NOT NULL,
  account_type varchar(64) NOT NULL,
  party_type varchar(16) NOT NULL DEFAULT '',
  party_id bigint NOT NULL DEFAULT 0,
  against_type varchar(64),
  against_id varchar(32),
  due_date date,
  currency_code varchar(3) NOT NULL,
  debit numeric(20,4) NOT NULL DEFAULT 0,
  credit numeric(20,4) NOT NULL DEFAULT 0,
  base_debit numeric(20,4) NOT NULL DEFAULT 0,
  base_credit numeric(20,4) NOT NULL DEFAULT 0,
  posting_date date NOT NULL,
  memo varchar(500),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT fin_journal_line_amounts CHECK (debit >= 0 AND credit >= 0 AND base_debit >= 0 AND base_credit >= 0)
);
CREATE INDEX fin_journal_line_entry ON fin_journal_line (tenant_id, entry_id, line_no);
CREATE INDEX fin_journal_line_account ON fin_journal_line (tenant_id, account_id, posting_date);
CREATE INDEX fin_journal_line_against ON fin_journal_line (tenant_id, account_type, against_type, against_id) WHERE against_id IS NOT NULL;
CREATE INDEX fin_journal_line_party ON fin_journal_line (tenant_id, account_type, party_type, party_id) WHERE party_id <> 0;
SELECT erp_isolate_tenant('fin_journal_line');

-- Kept balances: per account, period, party ('' / 0 when none) and currency, updated by each posting.
CREATE TABLE fin_account_balance (
  tenant_id varchar(12) NOT NULL,
  account_id bigint NOT NULL,
  period varchar(7) NOT NULL,
  party_type varchar(16) NOT NULL DEFAULT '',
  party_id bigint NOT NULL DEFAULT 0,
  currency_code varchar(3) NOT NULL,
  debit numeric(20,4) NOT NULL DEFAULT 0,
  credit numeric(20,4) NOT NULL DEFAULT 0,
  base_debit numeric(20,4) NOT NULL DEFAULT 0,
  base_credit numeric(20,4) NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, account_id, period, party_type, party_id, currency_code)
);
CREATE INDEX fin_account_balance_period ON fin_account_balance (tenant_id, period, account_id);
SELECT erp_isolate_tenant('fin_account_balance');
