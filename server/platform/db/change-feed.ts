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
  // Replenishment's aggregates: written with every shipment and stock posting, read by no kept answer.
  'erp_sales_daily',
  'erp_replenishment_sku',
  'erp_replenishment_config',
  'erp_replenishment_stock_delta',
  // The floor pull's bookkeeping per device: written by pulls, read by no kept answer.
  'floor_pull_state',
]

/**
 * Tables of who may see what (users, roles, grants, data scopes, departments, tenants): read
 * through caches of their own (ReadCache) and by every call's guard, so a cached answer does not
 * name them; a change to one empties every kept answer of its tenant, and its cached grants and scopes.
 */
export const POLICY_TABLES: ReadonlySet<string> = new Set([
  'blade_tenant',
  'blade_user',
  'blade_dept',
  'blade_role',
  'blade_role_menu',
  'blade_role_scope',
  'blade_menu',
  'blade_scope_api',
  'blade_scope_data',
])

export function isPolicyTable(table: string): boolean {
  return POLICY_TABLES.has(table)
}

export function isObserved(table: string): boolean {
  return !UNOBSERVED_TABLES.includes(table)
}

/** Puts the change trigger on every observed table that lacks it (run at every start, after migrations). */
export async function observeChanges(db: Queryable): Promise<void> {
  await db.query('SELECT erp_observe_changes($1::text[])', [UNOBSERVED_TABLES])
}

/**
 * Committed changes as the database announces them: by tenant (`*`: any) and table, as
 * `<tenant>|<table>` (migration 0042); an announcement without a table may be any table of the
 * tenant. `live` is false while an announcement could be missed (the listening connection is
 * down): whoever keeps answers must not serve them then. Going live again announces `*`, since
 * changes may have been missed.
 */
export class ChangeFeed {
  private readonly listeners = new Set<(tenant: string, table?: string) => void>()
  private started = false
  live = false

  /** `start` begins listening when the first subscriber comes (a driver no cache uses opens nothing). */
  constructor(private readonly start: (feed: ChangeFeed) => void = () => {}) {}

  subscribe(listener: (tenant: string, table?: string) => void): () => void {
    this.listeners.add(listener)
    if (!this.started) {
      this.started = true
      this.start(this)
    }
    return () => this.listeners.delete(listener)
  }

  /** Hands on one announcement as the database sends it: `<tenant>|<table>`, or a tenant alone. */
  announce(payload: string): void {
    const bar = payload.indexOf('|')
    const tenant = bar < 0 ? payload : payload.slice(0, bar)
    const table = bar < 0 ? undefined : payload.slice(bar + 1) || undefined
    for (const listener of this.listeners) listener(tenant, table)
  }

  setLive(live: boolean): void {
    this.live = live
    this.announce(ANY_TENANT)
  }
}
