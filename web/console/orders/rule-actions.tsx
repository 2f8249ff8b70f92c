import { ActionIcon, Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import type { ActionRow, RuleDraft } from './order-rules.ts'
import { FLAG_ACTIONS, namedTarget } from './rule-names.ts'

type ActionsProps = {
  form: UseFormReturnType<RuleDraft>
  readOnly: boolean
  /** The actions the rule's dividing mode allows (a view shows any). */
  actionTypes: readonly string[]
  nameOf: (type: string, id: string) => string | undefined
}

/** One action of the rule: what it does and what it names (a warehouse, a transport) or says. */
function ActionLine({
  row,
  index: i,
  form,
  readOnly,
  actionTypes,
  nameOf,
}: ActionsProps & { row: ActionRow; index: number }) {
  const { t } = useTranslation()
  const error = form.errors[`actions.${i}`] as string | undefined
  const setAction = (patch: Partial<ActionRow>) => form.setFieldValue(`actions.${i}`, { ...row, ...patch })
  const target = namedTarget(row.type)
  return (
    <Table.Tr>
      <Table.Td w={40}>{i + 1}</Table.Td>
      <Table.Td w={220}>
        <Select
          size="xs"
          aria-label={`${t('salesOrder.rules.actionType')} ${i + 1}`}
          data={actionTypes.map((a) => ({ value: a, label: t(`salesOrder.rules.action.${a}`) }))}
          value={row.type}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(v) => {
            const type = v ?? actionTypes[0] ?? 'assignTransport'
            setAction({ type, value: FLAG_ACTIONS.has(type) ? '1' : '' })
          }}
        />
      </Table.Td>
      <Table.Td>
        {target ? (
          <RemoteSelect
            // Mounted again once the names arrive, so the chosen one shows by name.
            key={nameOf(row.type, row.value) ?? 'unnamed'}
            placeholder={t('salesOrder.rules.value')}
            value={row.value || null}
            initialLabel={row.value ? nameOf(row.type, row.value) : undefined}
            readOnly={readOnly}
            onChange={(v) => setAction({ value: v ?? '' })}
            load={(s) => loadLinkOptions(target, s)}
            error={error}
          />
        ) : (
          <TextInput
            size="xs"
            aria-label={`${t('salesOrder.rules.value')} ${i + 1}`}
            maxLength={200}
            value={row.value}
            readOnly={readOnly}
            error={error}
            onChange={(e) => setAction({ value: e.currentTarget.value })}
          />
        )}
      </Table.Td>
      <Table.Td w={48}>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('salesOrder.rules.removeRow', { n: i + 1 })}
            onClick={() => form.removeListItem('actions', i)}
          >
            ✕
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** What the rule does to the orders it matches, one row each, with a row to add. */
export function RuleActions(props: ActionsProps) {
  const { t } = useTranslation()
  const { form, readOnly, actionTypes } = props
  const actions = form.values.actions
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={6}>
        <Title order={6}>{t('salesOrder.rules.actions')}</Title>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => form.insertListItem('actions', { type: actionTypes[0] ?? 'assignTransport', value: '' })}
          >
            {t('salesOrder.rules.addAction')}
          </Button>
        )}
      </Group>
      {readOnly && actions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('salesOrder.rules.noActions')}
        </Text>
      )}
      {actions.length > 0 && (
        <Table verticalSpacing={4} fz="sm" data-testid="rule-actions">
          <Table.Tbody>
            {actions.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, numbered by their place
              <ActionLine key={i} row={row} index={i} {...props} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {form.errors.actions && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.actions}
        </Text>
      )}
    </Paper>
  )
}
