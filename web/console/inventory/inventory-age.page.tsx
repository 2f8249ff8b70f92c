import { Button, Group, Modal, NumberInput, Pagination, Paper, Select, Stack, Textarea } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { submitContract } from '#sync/resources/resource-contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { type FieldErrors, fieldErrorsFromApi } from '../resource/form-rules.ts'
import { type AgeRow, ageActionChoices, suggestedPlanQuantity } from './inventory-age.ts'
import { InventoryAgeChart, InventoryAgeFilter, InventoryAgeTable } from './inventory-age-parts.tsx'
import { useInventoryAge } from './use-inventory-age.ts'

/**
 * Inventory age (库龄): per SKU and warehouse, the units (and value) in each age bucket, oldest
 * first, as a table and a stacked bar chart; each row may get an aged-stock plan.
 */
export function InventoryAgePage({ resource }: { resource: ResourceDef }) {
  const { can } = usePermissions()
  const age = useInventoryAge()
  const [planning, setPlanning] = useState<AgeRow | null>(null)
  return (
    <Stack gap="md">
      <InventoryAgeFilter storeId={age.storeId} onChange={age.chooseStore} />
      {age.rows.length > 0 && <InventoryAgeChart rows={age.rows} />}
      <Paper withBorder p="md">
        <InventoryAgeTable
          rows={age.rows}
          isLoaded={age.isLoaded}
          onPlan={can(resource.permissions.add) ? setPlanning : undefined}
        />
        {age.pages > 1 && (
          <Group justify="flex-end" mt="xs">
            <Pagination size="sm" total={age.pages} value={age.current} onChange={age.setCurrent} />
          </Group>
        )}
      </Paper>
      <PlanDialog row={planning} onClose={() => setPlanning(null)} />
    </Stack>
  )
}

/** The age screen of the aged-stock plans' menu entry. */
export function InventoryAgeScreen() {
  return <InventoryAgePage resource={inventoryAgePlan} />
}

type PlanValues = { action: string | null; quantity: number | string; targetDate: string | null; remark: string }

/** The dialog adding an aged-stock plan for one SKU in one warehouse. */
function PlanDialog({ row, onClose }: { row: AgeRow | null; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<PlanValues>({ action: null, quantity: 1, targetDate: null, remark: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const [shownFor, setShownFor] = useState<AgeRow | null>(null)
  if (row !== shownFor) {
    // A fresh form for each row the dialog opens on.
    setShownFor(row)
    if (row) setValues({ action: null, quantity: suggestedPlanQuantity(row), targetDate: null, remark: '' })
    setErrors({})
  }
  const save = async () => {
    if (!row) return
    setSaving(true)
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
      setErrors(fieldErrorsFromApi(e) ?? {})
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('inventory.age.planTitle', { sku: row.sysSku, store: row.storeName ?? '' }) : ''}
      size={480}
    >
      <Stack gap="sm">
        <Select
          label={t('inventory.age.action')}
          data={ageActionChoices(lang)}
          value={values.action}
          onChange={(action) => setValues({ ...values, action })}
          error={errors.action}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t('inventory.age.planQuantity')}
          value={values.quantity}
          onChange={(quantity) => setValues({ ...values, quantity })}
          min={1}
          max={row?.quantity}
          allowDecimal={false}
          error={errors.quantity}
          required
        />
        <DatePickerInput
          label={t('inventory.age.targetDate')}
          value={values.targetDate}
          onChange={(targetDate) => setValues({ ...values, targetDate })}
          valueFormat="YYYY-MM-DD"
          clearable
          error={errors.targetDate}
          popoverProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('inventory.age.remark')}
          value={values.remark}
          onChange={(e) => setValues({ ...values, remark: e.currentTarget.value })}
          maxLength={500}
          autosize
          minRows={2}
          error={errors.remark}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('inventory.age.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('inventory.age.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
