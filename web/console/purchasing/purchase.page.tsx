import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { purchaseListTotalContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import type { ChildExtras } from '../resource/child-rows.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { StatusTabs } from '../resource/status-tabs.tsx'
import { ListTotals } from './list-totals.tsx'
import { PlanLinesDialog } from './plan-lines-dialog.tsx'
import { PurchaseLastPrice } from './purchase-last-price.tsx'

/** 从销售计划添加: opens the approved plans' lines still to buy and appends the ticked ones. */
function FromPlanButton({ append }: { append: (rows: Record<string, unknown>[]) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
        {t('purchase.fromPlan')}
      </Button>
      <PlanLinesDialog opened={open} onClose={() => setOpen(false)} onAdd={append} />
    </>
  )
}

/** A purchase's lines: drawn from approved plans or entered directly, each offered its last price. */
export const purchaseLineExtras = (label: string): ChildExtras => ({
  column: {
    label,
    cell: (row, index, setCells) => <PurchaseLastPrice row={row} index={index} setCells={setCells} />,
  },
  tools: (append) => <FromPlanButton append={append} />,
})

/**
 * Purchases: status tabs with the tab's totals (`purchase/listTotal`), the generic list with its
 * declared actions (determine, abolish, complete), and the form whose lines come from approved
 * plans or are typed, each offered the last price paid to its factory.
 */
export function PurchasePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const fixedQuery: Record<string, string> = status ? { status } : {}
  const extras = purchaseLineExtras(t('purchase.lastPrice'))
  return (
    <ResourcePanel
      resource={resource}
      fixedQuery={fixedQuery}
      header={
        <>
          <StatusTabs dictionary="purchase_status" value={status} onChange={setStatus} label={t('purchase.tabs')} />
          <ListTotals contract={purchaseListTotalContract} query={fixedQuery} />
        </>
      }
      form={{
        childExtras: (key) => (key === 'items' ? extras : undefined),
        // Worked out by the server from the lines and the purchase's steps.
        readOnlyFields: ['totalQuantity', 'status'],
      }}
    />
  )
}
