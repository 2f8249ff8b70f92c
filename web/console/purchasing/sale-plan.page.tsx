import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { saleContractContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import type { ChildExtras } from '../resource/child-rows.tsx'
import type { FormValues } from '../resource/form-rules.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { ContractDownload } from './contract-download.tsx'
import { SalePlanLineTrial } from './sale-plan-line-trial.tsx'
import { SalePlanTrial } from './sale-plan-trial.tsx'

type Row = Record<string, unknown>

/** Sales plans: the generic list and form, with a cost trial per plan (its lines' landed cost and margin). */
export function SalePlanPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const [plan, setPlan] = useState<{ id: string; code: string } | null>(null)
  // The form's item table costs each line live as it is typed.
  const childExtras = (childKey: string, values: FormValues): ChildExtras | undefined =>
    childKey === 'items'
      ? {
          column: {
            label: t('saleplan.trial.live'),
            width: 300,
            cell: (row, index) => <SalePlanLineTrial shopId={values.shopId} row={row} index={index} />,
          },
        }
      : undefined
  return (
    <>
      <ResourcePanel
        resource={resource}
        form={{ childExtras, readOnlyFields: ['status', 'reviewRemark'] }}
        toolbarActions={({ ids }) => (
          <ContractDownload path={saleContractContract.path} id={ids.length === 1 ? (ids[0] ?? null) : null} />
        )}
        extraAction={{
          label: t('saleplan.trial'),
          onClick: (row: Row) => setPlan({ id: String(row.id), code: String(row.planCode ?? row.id) }),
        }}
      />
      <SalePlanTrial plan={plan} onClose={() => setPlan(null)} />
    </>
  )
}
