import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { purchaseSplitListTotalContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { resourceUrls } from '../resource/resource-urls.ts'
import { StatusTabs } from '../resource/status-tabs.tsx'
import { ListTotals } from './list-totals.tsx'
import { PurchaseOrderWork } from './purchase-order-work.tsx'

type Row = Record<string, unknown>

/**
 * The split view: a purchase's orders, one per factory and currency, by audit status with the tab's
 * totals (`purchaseSpilt/listTotal`); their declared steps (submit for audit through the choose-
 * approval dialog, ship) as row buttons, and 处理 for quality checks, deposit and contract.
 */
export function PurchaseOrderPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const [order, setOrder] = useState<Row | null>(null)
  const [version, setVersion] = useState(0)
  // Work done in the dialog (a check, a deposit) changes rows the panel shows: it is drawn again.
  const [worked, setWorked] = useState(0)
  const fixedQuery: Record<string, string> = status ? { status } : {}
  const detailUrl = resourceUrls(resource).detail ?? ''
  return (
    <>
      <ResourcePanel
        key={worked}
        resource={resource}
        fixedQuery={fixedQuery}
        onChanged={() => setVersion((v) => v + 1)}
        extraAction={{ label: t('purchase.work'), onClick: setOrder }}
        header={
          <>
            <StatusTabs
              dictionary="purchase_order_status"
              value={status}
              onChange={setStatus}
              label={t('purchase.tabs')}
            />
            <ListTotals contract={purchaseSplitListTotalContract} query={fixedQuery} version={version + worked} />
          </>
        }
      />
      <PurchaseOrderWork
        order={order}
        detailUrl={detailUrl}
        onClose={() => setOrder(null)}
        onChanged={() => setWorked((v) => v + 1)}
      />
    </>
  )
}
