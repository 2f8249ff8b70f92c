import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../i18n/i18n.ts'
import { type AgeRow, ageActionChoices } from './inventory-age.ts'
import { useAgePlanForm } from './use-age-plan-form.ts'

/** The plan's inputs and its save, a fresh form for each row the dialog opens on. */
function AgePlanForm({ row, onClose }: { row: AgeRow; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { form, save } = useAgePlanForm(row, onClose)
  return (
    <Stack gap="sm">
      <Select
        label={t('inventory.age.action')}
        data={ageActionChoices(lang)}
        {...form.getInputProps('action')}
        required
        comboboxProps={{ withinPortal: true }}
      />
      <NumberInput
        label={t('inventory.age.planQuantity')}
        {...form.getInputProps('quantity')}
        min={1}
        max={row.quantity}
        allowDecimal={false}
        required
      />
      <DatePickerInput
        label={t('inventory.age.targetDate')}
        {...form.getInputProps('targetDate')}
        valueFormat="YYYY-MM-DD"
        clearable
        popoverProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('inventory.age.remark')}
        {...form.getInputProps('remark')}
        maxLength={500}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('inventory.age.cancel')}
        </Button>
        <Button onClick={() => save()} loading={form.submitting}>
          {t('inventory.age.save')}
        </Button>
      </Group>
    </Stack>
  )
}

/** The dialog adding an aged-stock plan for one SKU in one warehouse. */
export function AgePlanDialog({ row, onClose }: { row: AgeRow | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('inventory.age.planTitle', { sku: row.sysSku, store: row.storeName ?? '' }) : ''}
      size={480}
    >
      {row && <AgePlanForm key={`${row.storeId}-${row.productId}`} row={row} onClose={onClose} />}
    </Modal>
  )
}
