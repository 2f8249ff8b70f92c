import type { MenuDecl } from './define-menu.ts'

/** The finance folder's pages that are no resource's list (the books: trial balance, aged payables, an account's entries). */
export const financePages: MenuDecl[] = []
