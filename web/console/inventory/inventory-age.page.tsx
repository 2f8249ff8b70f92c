import { BarChart } from '@mantine/charts'
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { inventoryAgePageContract } from '#sync/resources/inventory/inventory.contracts.ts'
import { inventoryAgePlan } from '#sync/resources/inventory/inventory-age-plan.resource.ts'
import { submitContract } from '#sync/resources/resource-contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { type FieldErrors, fieldErrorsFromApi } from '../resource/form-rules.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import {
  AGE_BUCKET_COLORS,
  AGE_BUCKET_KEYS,
  type AgeRow,
  ageActionChoices,
  ageActionName,
  ageChartData,
  suggestedPlanQuantity,
} from './inventory-age.ts'

const AGE_PAGE_SIZE = 20
const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/**
 * Inventory age (库龄): per SKU and warehouse, the units (and value) in each age bucket, oldest
 * first, as a table and a stacked bar chart; each row may get an aged-stock plan.
 */
export function InventoryAgePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const [storeId, setStoreId] = useState('')
  const [current, setCurrent] = useState(1)
  const [planning, setPlanning] = useState<AgeRow | null>(null)
  const ages = useQuery({
    queryKey: ['inventory-age', storeId, current],
    queryFn: () =>
      callApi(inventoryAgePageContract, { params: { storeId: storeId || undefined, current, size: AGE_PAGE_SIZE } }),
  })
  const rows = ages.data?.records ?? []
  const bars = ageChartData(rows)
  const series = AGE_BUCKET_KEYS.map((key) => ({
    name: key,
    label: t(`inventory.age.${key}`),
    color: AGE_BUCKET_COLORS[key],
  }))
  const mayPlan = can(resource.permissions.add)
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end">
          <Title order={4}>{t('inventory.age.title')}</Title>
          <div style={{ width: 260 }}>
            <LinkPicker
              field={{ ...inventoryAgePlan.fields.storeId, required: false }}
              label={t('inventory.age.store')}
              placeholder={t('inventory.age.allStores')}
              value={storeId}
              onChange={(v) => {
                setStoreId(v ?? '')
                setCurrent(1)
              }}
            />
          </div>
        </Group>
      </Paper>
      {rows.length > 0 && (
        <Paper withBorder p="md">
          <Text fw={600} size="sm" mb="sm">
            {t('inventory.age.chartTitle')}
          </Text>
          <BarChart
            h={Math.max(220, Math.min(480, 60 + bars.length * 28))}
            data={bars}
            dataKey="name"
            type="stacked"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
            tooltipAnimationDuration={100}
          />
        </Paper>
      )}
      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={1050}>
          <Table withTableBorder highlightOnHover fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.age.sku')}</Table.Th>
                <Table.Th>{t('inventory.age.store')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.age.quantity')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('inventory.age.value')}</Table.Th>
                <Table.Th>{t('inventory.age.oldest')}</Table.Th>
                {AGE_BUCKET_KEYS.map((key) => (
                  <Table.Th key={key} style={NUMBER_CELL}>
                    {t(`inventory.age.${key}`)}
                  </Table.Th>
                ))}
                <Table.Th>{t('inventory.age.plan')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.storeId}-${r.productId}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.sysSku}</Table.Td>
                  <Table.Td>{r.storeName}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{r.quantity}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{shownDecimal(String(r.stockValue), 2)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.oldestInboundDate}</Table.Td>
                  {AGE_BUCKET_KEYS.map((key) => (
                    <Table.Td
                      key={key}
                      style={NUMBER_CELL}
                      c={Number(r[key]) > 0 ? undefined : 'dimmed'}
                      title={`${shownDecimal(String(r[`${key}Value`] ?? '0'), 2)}`}
                    >
                      {r[key]}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {r.openPlan && (
                        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                          {r.openPlan.targetDate
                            ? t('inventory.age.planDue', {
                                action: ageActionName(r.openPlan.action, lang),
                                quantity: r.openPlan.quantity,
                                date: r.openPlan.targetDate,
                              })
                            : t('inventory.age.planOpen', {
                                action: ageActionName(r.openPlan.action, lang),
                                quantity: r.openPlan.quantity,
                              })}
                        </Text>
                      )}
                      {mayPlan && (
                        <Button size="compact-xs" variant="light" onClick={() => setPlanning(r)}>
                          {t('inventory.age.addPlan')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {ages.isSuccess && rows.length === 0 && <EmptyRow columns={12}>{t('inventory.age.empty')}</EmptyRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(ages.data?.pages ?? 0) > 1 && (
          <Group justify="flex-end" mt="xs">
            <Pagination size="sm" total={ages.data?.pages ?? 1} value={current} onChange={setCurrent} />
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
