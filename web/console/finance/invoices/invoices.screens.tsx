import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { FactoryInvoicePage, InvoiceNoticePage } from './invoices.page.tsx'

/** The finance area's screens of their own for invoices, by resource key. */
export const invoicesScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/financialfactory': (resource) => <FactoryInvoicePage resource={resource} />,
  'erp/financialinvoice': (resource) => <InvoiceNoticePage resource={resource} />,
}
