import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { booksScreens } from './books/books.screens.tsx'
import { feesScreens } from './fees/fees.screens.tsx'
import { foreignScreens } from './foreign/foreign.screens.tsx'
import { invoicesScreens } from './invoices/invoices.screens.tsx'
import { paymentsScreens } from './payments/payments.screens.tsx'

/** The finance area's screens of their own, by resource key, one part per folder. */
export const financeScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  ...booksScreens,
  ...paymentsScreens,
  ...feesScreens,
  ...foreignScreens,
  ...invoicesScreens,
}
