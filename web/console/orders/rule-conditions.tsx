import { ActionIcon, Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { CONDITION_FIELDS, type ConditionRow, operatorsFor, type RuleDraft, takesList } from './order-rules.ts'
import { namedTarget } from './rule-names.ts'

/** A condition's value: yes/no for a flag, the dictionary for address types, a picker for one shop or platform, else text. */
function ConditionValue({
  row,
  index,
  error,
  readOnly,
  valueName,
  onChange,
}: {
  row: ConditionRow
  index: number
  error?: string
  readOnly: boolean
  /** The chosen shop's or platform's name. */
  valueName?: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const label = `${t('salesOrder.rules.value')} ${index + 1}`
  if (row.field === 'hasLeaveWord')
    return (
      <Select
        size="xs"
        aria-label={label}
        data={[
          { value: '1', label: t('salesOrder.rules.yes') },
          { value: '0', label: t('salesOrder.rules.no') },
        ]}
        value={row.value || null}
        error={error}
        readOnly={readOnly}
        onChange={(v) => onChange(v ?? '')}
      />
    )
  if (!takesList(row.operator)) {
    if (row.field === 'addressType')
      return (
        <Select
          size="xs"
          aria-label={label}
          data={findDictionary('address_type').entries.map((e) => ({ value: e.key, label: e.label[lang] }))}
          value={row.value || null}
          error={error}
          readOnly={readOnly}
          onChange={(v) => onChange(v ?? '')}
        />
      )
    if (row.field === 'shopId' || row.field === 'platformId')
      return (
        <RemoteSelect
          // Mounted again once the names arrive, so the chosen one shows by name.
          key={valueName ?? 'unnamed'}
          placeholder={label}
          value={row.value || null}
          initialLabel={valueName}
          error={error}
          readOnly={readOnly}
          onChange={(v) => onChange(v ?? '')}
          load={(s) => loadLinkOptions(namedTarget(row.field) as string, s)}
        />
      )
  }
  return (
    <TextInput
      size="xs"
      aria-label={label}
      placeholder={takesList(row.operator) ? t('salesOrder.rules.listHint') : undefined}
      maxLength={2000}
      value={row.value}
      error={error}
      readOnly={readOnly}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}

/** One condition of the rule: the field tested, the operator and the value. */
function ConditionLine({
  row,
  index,
  form,
  readOnly,
  nameOf,
}: {
  row: ConditionRow
  index: number
  form: UseFormReturnType<RuleDraft>
  readOnly: boolean
  nameOf: (type: string, id: string) => string | undefined
}) {
  const { t } = useTranslation()
  const i = index
  const setCondition = (patch: Partial<ConditionRow>) => form.setFieldValue(`conditions.${i}`, { ...row, ...patch })
  return (
    <Table.Tr>
      <Table.Td>{i + 1}</Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`${t('salesOrder.rules.field')} ${i + 1}`}
          data={CONDITION_FIELDS.map((f) => ({ value: f, label: t(`salesOrder.rules.field.${f}`) }))}
          value={row.field}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(v) => {
            const field = v ?? 'countryCode'
            setCondition({ field, operator: operatorsFor(field).includes(row.operator) ? row.operator : 'eq' })
          }}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`${t('salesOrder.rules.operator')} ${i + 1}`}
          data={operatorsFor(row.field).map((op) => ({ value: op, label: t(`salesOrder.rules.op.${op}`) }))}
          value={row.operator}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(v) => setCondition({ operator: v ?? 'eq' })}
        />
      </Table.Td>
      <Table.Td>
        <ConditionValue
          row={row}
          index={i}
          error={form.errors[`conditions.${i}`] as string | undefined}
          readOnly={readOnly}
          valueName={row.value ? nameOf(row.field, row.value) : undefined}
          onChange={(value) => setCondition({ value })}
        />
      </Table.Td>
      <Table.Td>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('salesOrder.rules.removeRow', { n: i + 1 })}
            onClick={() => form.removeListItem('conditions', i)}
          >
            ✕
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** The rule's conditions, one row each (all must hold), with a row to add. */
export function RuleConditions({
  form,
  readOnly,
  nameOf,
}: {
  form: UseFormReturnType<RuleDraft>
  readOnly: boolean
  nameOf: (type: string, id: string) => string | undefined
}) {
  const { t } = useTranslation()
  const error = form.errors.conditions
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={6}>
        <Title order={6}>{t('salesOrder.rules.conditions')}</Title>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => form.insertListItem('conditions', { field: 'countryCode', operator: 'eq', value: '' })}
          >
            {t('salesOrder.rules.addCondition')}
          </Button>
        )}
      </Group>
      <Table verticalSpacing={4} fz="sm" data-testid="rule-conditions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th w={220}>{t('salesOrder.rules.field')}</Table.Th>
            <Table.Th w={180}>{t('salesOrder.rules.operator')}</Table.Th>
            <Table.Th>{t('salesOrder.rules.value')}</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.conditions.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, numbered by their place
            <ConditionLine key={i} row={row} index={i} form={form} readOnly={readOnly} nameOf={nameOf} />
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  )
}
