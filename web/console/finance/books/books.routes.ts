import type { ComponentType, LazyExoticComponent } from 'react'
import { BOOKS_PATHS } from '#sync/menus/finance.menu.ts'
import { lazyPage } from '../../../app/shell/lazy-page.ts'

/** The books' pages at their menu paths (sync/src/menus/finance.menu.ts), each a chunk of its own (the charts load with them). */
export const BOOKS_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  [BOOKS_PATHS.trialBalance]: lazyPage(() => import('./trial-balance.page.tsx').then((m) => m.TrialBalancePage)),
  [BOOKS_PATHS.accountEntries]: lazyPage(() => import('./account-entries.page.tsx').then((m) => m.AccountEntriesPage)),
  [BOOKS_PATHS.agedPayables]: lazyPage(() => import('./aged-payables.page.tsx').then((m) => m.AgedPayablesPage)),
  [BOOKS_PATHS.payables]: lazyPage(() => import('./payables.page.tsx').then((m) => m.PayablesPage)),
}
