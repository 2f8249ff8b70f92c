-- Sign-in guard: wrong passwords for account names that do not exist are counted like real ones,
-- so the answers (countdown, lock) cannot tell whether an account exists.

-- Failures of account names no live user has, per tenant. Rows whose last failure is a day old and
-- whose lock has ended are pruned on the next failure in the tenant.
CREATE TABLE blade_sign_in_failure (
  tenant_id varchar(12) NOT NULL,
  account varchar(64) NOT NULL,
  failed_count integer NOT NULL DEFAULT 0,
  locked_until timestamp(0),
  last_failed_at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (tenant_id, account)
);
CREATE INDEX blade_sign_in_failure_last_failed_at ON blade_sign_in_failure (tenant_id, last_failed_at);
SELECT erp_isolate_tenant('blade_sign_in_failure');

-- A real account's count is forgotten after the same quiet day as an unknown one's.
ALTER TABLE blade_user ADD COLUMN last_failed_login timestamp(0);

-- Captchas are capped in number: the oldest are dropped first, found through this index.
CREATE INDEX blade_captcha_expires_at ON blade_captcha (expires_at);
