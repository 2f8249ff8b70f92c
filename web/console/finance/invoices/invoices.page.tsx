import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { invoicesMessages } from '#sync/resources/finance/invoices/invoices.messages.ts'
import { usePermissions } from '../../../api/menus.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { PdfDialog } from '../../../ui/widgets/pdf-dialog.tsx'
import { ResourcePanel } from '../../resource/resource-list.page.tsx'
import { listColumns } from '../../resource/resource-meta.ts'
import { StatusTabs } from '../../resource/status-tabs.tsx'

/**
 * Factory invoices by the tabs of their status, with their declared steps (submit, withdraw,
 * confirm, void) as row buttons and, beside the declared columns, what each invoices against what
 * was received (the server's `mismatch`: units and cost per purchase order), never hidden.
 */
export function FactoryInvoicePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const columns = useMemo(
    () => [
      ...listColumns(resource),
      { key: 'mismatch', field: { type: 'text' as const, label: invoicesMessages['finance.invoiceMismatchLabel'] } },
    ],
    [resource],
  )
  return (
    <ResourcePanel
      resource={resource}
      columns={columns}
      fixedQuery={status ? { status } : {}}
      header={
        <StatusTabs
          dictionary="factory_invoice_status"
          value={status}
          onChange={setStatus}
          label={t('resource.byStatus')}
        />
      }
    />
  )
}

/** The address of a notice's contract as a PDF. */
export const noticeContractUrl = (id: string) =>
  `/api/erp/financialinvoice/exportInvoiceContract?${new URLSearchParams({ id, format: 'pdf' }).toString()}`

/**
 * Invoice notices by the tabs of their status, their steps (confirm, back to confirm, invoice) as
 * row buttons, and each notice's contract for its factory opened in the PDF viewer.
 */
export function InvoiceNoticePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const [status, setStatus] = useState('')
  const [viewing, setViewing] = useState<{ id: string; code: string } | null>(null)
  const lang = currentLanguage()
  return (
    <>
      <ResourcePanel
        resource={resource}
        fixedQuery={status ? { status } : {}}
        header={
          <StatusTabs
            dictionary="financial_invoice_status"
            value={status}
            onChange={setStatus}
            label={t('resource.byStatus')}
          />
        }
        extraAction={
          can(resource.permissions.view)
            ? {
                label: translate('finance.invoiceContractView', lang),
                onClick: (row) => setViewing({ id: String(row.id), code: String(row.code ?? '') }),
              }
            : undefined
        }
      />
      <PdfDialog
        url={viewing ? noticeContractUrl(viewing.id) : null}
        title={viewing ? `${translate('finance.invoiceContractTitle', lang)} ${viewing.code}` : ''}
        onClose={() => setViewing(null)}
      />
    </>
  )
}
