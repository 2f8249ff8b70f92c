import type { Queryable } from './db.ts'

/** The channel the erp_changed triggers announce on (migration 0012). */
export const CHANGE_CHANNEL = 'erp_changed'

/** What an announcement names when any tenant's rows may have changed. */
export const ANY_TENANT = '*'

/**
 * Tables no cached answer reads and that are written all the time (logs, sessions, captchas, leases, stock):
 * they carry no trigger, so their writes do not empty the caches. A declared resource on one of them
 * is read afresh every time (resource-calls.ts asks `isObserved`).
 */
export const UNOBSERVED_TABLES: readonly string[] = [
  'schema_migrations',
  'blade_log_api',
  'blade_log_usual',
  'blade_log_error',
  'blade_captcha',
  'blade_session',
  'blade_refresh_token',
  'blade_sign_in_failure',
  'blade_id_worker',
  // Stock: every posting writes these; a NOTIFY per commit would serialize the ledger's commits.
  'erp_store_product_inventory',
  'erp_store_product_inventory_log',
  'erp_stock_reservation',
  // The floor pull's bookkeeping per device: written by pulls, read by no kept answer.
  'floor_pull_state',
]

export function isObserved(table: string): boolean {
  return !UNOBSERVED_TABLES.includes(table)
}

/** Puts the change trigger on every observed table that lacks it (run at every start, after migrations). */
export async function observeChanges(db: Queryable): Promise<void> {
  await db.query('SELECT erp_observe_changes($1::text[])', [UNOBSERVED_TABLES])
}

/**
 * Committed changes as the database announces them, by tenant (`*`: any). `live` is false while
 * an announcement could be missed (the listening connection is down): whoever keeps answers must
 * not serve them then. Going live again announces `*`, since changes may have been missed.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(tenant: string) => void>()
  private started = false
  live = false

  /** `start` begins listening when the first subscriber comes (a driver no cache uses opens nothing). */
  constructor(private readonly start: (feed: ChangeFeed) => void = () => {}) {}

  subscribe(listener: (tenant: string) => void): () => void {
    this.listeners.add(listener)
    if (!this.started) {
      this.started = true
      this.start(this)
    }
    return () => this.listeners.delete(listener)
  }

  announce(tenant: string): void {
    for (const listener of this.listeners) listener(tenant)
  }

  setLive(live: boolean): void {
    this.live = live
    this.announce(ANY_TENANT)
  }
}
