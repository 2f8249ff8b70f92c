import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { submitContract } from '#sync/resources/resource-contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { fieldErrorsFromApi } from '../resource/form-rules.ts'
import { type AgeRow, suggestedPlanQuantity } from './inventory-age.ts'

/** What the plan's dialog holds: the action, how many units, by when, and a remark. */
export type AgePlanValues = {
  action: string | null
  quantity: number | string
  targetDate: string | null
  remark: string
}

/**
 * The form adding an aged-stock plan for one SKU in one warehouse, its old units suggested as the
 * quantity. Saved, the age page reloads and the dialog closes; refused, the server's field errors
 * stand under their inputs until the next save.
 */
export function useAgePlanForm(row: AgeRow, onClose: () => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useForm<AgePlanValues>({
    initialValues: { action: null, quantity: suggestedPlanQuantity(row), targetDate: null, remark: '' },
    clearInputErrorOnChange: false,
  })
  const save = form.onSubmit(async (values) => {
    try {
      await callApi(submitContract(inventoryAgePlan), {
        body: {
          storeId: row.storeId,
          productId: row.productId,
          action: values.action ?? undefined,
          quantity: values.quantity === '' ? undefined : Number(values.quantity),
          targetDate: values.targetDate ?? undefined,
          remark: values.remark.trim() || undefined,
        },
      })
      clientSettings.notifySuccess(t('inventory.age.saved'))
      await queryClient.invalidateQueries({ queryKey: ['inventory-age'] })
      onClose()
    } catch (e) {
      form.setErrors(fieldErrorsFromApi(e) ?? {})
    }
  })
  return { form, save }
}
