-- Id workers: every 64-bit id carries one of 1,024 worker numbers (server/platform/db/next-id.ts).
-- Each server process leases one here at start and renews the lease, so two processes sharing the
-- database never mint under the same number. A platform table: no tenant, no RLS, and the
-- application role has no grant on it (only the process's root connection leases).

CREATE TABLE blade_id_worker (
  worker_id smallint PRIMARY KEY CHECK (worker_id BETWEEN 0 AND 1023),
  -- The holding process's random token; NULL once released.
  holder varchar(64),
  -- Free once past. timestamptz, not timestamp: processes may run in different time zones.
  expires_at timestamptz NOT NULL DEFAULT '-infinity',
  -- The holder's latest id time (ms since 1970) at its last renewal or release: the next holder
  -- of the number starts no earlier, even if its clock is behind.
  last_ms bigint NOT NULL DEFAULT 0,
  leased_at timestamptz
);

-- All numbers exist from the start: a lease is one UPDATE of a free row.
INSERT INTO blade_id_worker (worker_id) SELECT generate_series(0, 1023);
