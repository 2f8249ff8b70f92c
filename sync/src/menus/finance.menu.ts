import { BOOKS_PERMISSION } from '../resources/finance/journal/books.contracts.ts'
import { button, type MenuDecl } from './define-menu.ts'

/** The console paths of the books' pages (web/console/finance/books/books.routes.ts draws each). */
export const BOOKS_PATHS = {
  trialBalance: '/erp/finance/trialBalance',
  agedPayables: '/erp/finance/agedPayables',
  accountEntries: '/erp/finance/accountEntries',
  payables: '/erp/finance/payables',
} as const

/** The finance folder's pages that are no resource's list (the books: trial balance, aged payables, an account's entries). */
export const financePages: MenuDecl[] = [
  {
    code: 'finance_trial_balance',
    name: { zh: '试算平衡表', en: 'Trial balance', ja: '試算表' },
    path: BOOKS_PATHS.trialBalance,
    source: 'book',
    sort: 90,
    category: 1,
    // The one permission of the books' reports (every page of them reads with it).
    children: [button(BOOKS_PERMISSION, { zh: '查看账簿', en: 'View the books', ja: '帳簿を表示' }, 1)],
  },
  {
    code: 'finance_account_entries',
    name: { zh: '科目明细账', en: 'Account entries', ja: '勘定元帳' },
    path: BOOKS_PATHS.accountEntries,
    source: 'list-details',
    sort: 91,
    category: 1,
  },
  {
    code: 'finance_aged_payables',
    name: { zh: '应付账龄', en: 'Aged payables', ja: '買掛金年齢表' },
    path: BOOKS_PATHS.agedPayables,
    source: 'report-money',
    sort: 92,
    category: 1,
  },
  {
    code: 'finance_payables',
    name: { zh: '应付款', en: 'Payables', ja: '買掛金' },
    path: BOOKS_PATHS.payables,
    source: 'notes',
    sort: 93,
    category: 1,
  },
]
