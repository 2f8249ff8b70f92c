import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { dryRunContract } from '#sync/resources/orders/orders.contracts.ts'
import { ApiError, callApi, clientSettings, getJson, postJson } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { FieldInput } from '../resource/field-input.tsx'
import { fieldErrorsFromApi } from '../resource/form-rules.ts'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { operationUrl } from '../resource/resource-meta.ts'
import type { Row } from '../resource/resource-table.tsx'
import {
  type ActionRow,
  actionTypesFor,
  asksRuleStore,
  CONDITION_FIELDS,
  type ConditionRow,
  type DryRunAnswer,
  dryRunActionsText,
  NEW_RULE,
  operatorsFor,
  RULE_ACTION_TYPES,
  type RuleDraft,
  ruleBody,
  ruleProblems,
  ruleToDraft,
  takesList,
  withDividingMode,
} from './order-rules.ts'

/** The dry-run call: the unsaved rule over the pending orders, nothing changed. */

/** The rule's own fields the editor shows, in order (conditions and actions are rows below). */
const RULE_FIELDS = [
  'ruleName',
  'dividingMode',
  'storeId',
  'transportMode',
  'priority',
  'status',
  'isCheckInventory',
  'isAutoReview',
  'remark',
] as const

/** Actions whose value is only a yes (review on its own, mark for review). */
const FLAG_ACTIONS: ReadonlySet<string> = new Set(['markReview', 'autoReview'])

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
          load={(s) => loadLinkOptions(row.field === 'shopId' ? 'erp/baseshop' : 'erp/baseplatform', s)}
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

/** The dividing rules: the generic list, with the rule editor for adding and editing. */
export function OrderRulesScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Row | 'new' | null>(null)
  const [viewing, setViewing] = useState<Row | null>(null)
  const saveUrl = operationUrl(resource, 'submit')
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })
  return (
    <>
      <ResourcePanel
        resource={resource}
        // The editor below replaces the generic add and edit dialogs.
        urls={{ submit: null, save: null, update: null }}
        // 查看 shows the rule as the builder does: conditions and actions in words, names not ids.
        onView={(row) => setViewing(row)}
        toolbarActions={() =>
          can(resource.permissions.add) && saveUrl ? (
            <Button onClick={() => setEditing('new')}>{t('salesOrder.rules.add')}</Button>
          ) : null
        }
        extraAction={
          can(resource.permissions.edit) && saveUrl
            ? { label: t('salesOrder.rules.edit'), onClick: (row) => setEditing(row) }
            : undefined
        }
      />
      {viewing && <RuleEditor resource={resource} record={viewing} readOnly onClose={() => setViewing(null)} />}
      {editing && (
        <RuleEditor
          resource={resource}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            changed()
          }}
        />
      )}
    </>
  )
}

/**
 * The rule editor: the rule's fields, its conditions and actions as rows (field, operator, value),
 * and a dry run of the unsaved rule over the pending orders before it is saved.
 */
export function RuleEditor({
  resource,
  record,
  readOnly = false,
  onClose,
  onSaved,
}: {
  resource: ResourceDef
  record: Row | null
  /** Shown as the builder shows it, nothing to change (查看). */
  readOnly?: boolean
  onClose: () => void
  onSaved?: () => void
}) {
  const { t } = useTranslation()
  const detailUrl = operationUrl(resource, 'detail')
  // An existing rule is read whole (the list may leave its conditions out).
  const full = useQuery({
    queryKey: ['rule-detail', record ? String(record.id) : null],
    enabled: record !== null && detailUrl !== null,
    queryFn: () => getJson<Row>(detailUrl as string, { id: String(record?.id) }),
  })
  const [edited, setDraft] = useState<RuleDraft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'save' | 'dry' | null>(null)
  const [dryRun, setDryRun] = useState<DryRunAnswer | null>(null)
  const [dryError, setDryError] = useState<string | null>(null)
  // Names of warehouses and transports, for the actions' pickers and the dry run's words.
  const stores = useQuery({
    queryKey: ['rule-names', 'erp/basestore'],
    staleTime: 60_000,
    queryFn: () => loadLinkOptions('erp/basestore', ''),
  })
  const transports = useQuery({
    queryKey: ['rule-names', 'erp/basetransport'],
    staleTime: 60_000,
    queryFn: () => loadLinkOptions('erp/basetransport', ''),
  })
  const shops = useQuery({
    queryKey: ['rule-names', 'erp/baseshop'],
    staleTime: 60_000,
    queryFn: () => loadLinkOptions('erp/baseshop', ''),
  })
  const platforms = useQuery({
    queryKey: ['rule-names', 'erp/baseplatform'],
    staleTime: 60_000,
    queryFn: () => loadLinkOptions('erp/baseplatform', ''),
  })
  const namesFor: Record<string, { value: string; label: string }[] | undefined> = {
    assignStore: stores.data,
    assignTransport: transports.data,
    shopId: shops.data,
    platformId: platforms.data,
  }
  const nameOf = (type: string, id: string) => namesFor[type]?.find((o) => o.value === id)?.label
  const wordOf = (type: string, value: string) => {
    const name = value
      .split(', ')
      .map((v) => nameOf(type, v) ?? v)
      .join(', ')
    return `${t(`salesOrder.rules.action.${type}`)}${name && !FLAG_ACTIONS.has(type) ? `: ${name}` : ''}`
  }
  const stored = record && (full.data ?? (full.isError || !detailUrl ? record : null))
  const draft = edited ?? (record ? (stored ? ruleToDraft(stored) : null) : NEW_RULE)
  if (!draft) return null
  const set = (patch: Partial<RuleDraft>) => {
    setDraft({ ...draft, ...patch })
    setDryRun(null)
  }
  const setCondition = (i: number, patch: Partial<ConditionRow>) =>
    set({ conditions: draft.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)) })
  const setAction = (i: number, patch: Partial<ActionRow>) =>
    set({ actions: draft.actions.map((c, j) => (j === i ? { ...c, ...patch } : c)) })

  const check = () => {
    const found = Object.fromEntries(Object.entries(ruleProblems(draft)).map(([k, key]) => [k, t(key)]))
    setErrors(found)
    return Object.keys(found).length === 0
  }
  const save = async () => {
    const url = operationUrl(resource, 'submit')
    if (!url || !check()) return
    setBusy('save')
    try {
      await postJson(url, ruleBody(draft), undefined, { fieldErrorsShown: true })
      clientSettings.notifySuccess(t('salesOrder.rules.saved'))
      onSaved?.()
    } catch (e) {
      const fromServer = fieldErrorsFromApi(e)
      if (fromServer) setErrors(fromServer)
    } finally {
      setBusy(null)
    }
  }
  const tryRule = async () => {
    if (!check()) return
    setBusy('dry')
    setDryError(null)
    try {
      setDryRun(await callApi(dryRunContract, { body: ruleBody(draft) }, { silent: true }))
    } catch (e) {
      setDryRun(null)
      const fromServer = fieldErrorsFromApi(e)
      if (fromServer) setErrors(fromServer)
      setDryError(e instanceof ApiError ? e.message : t('common.unknownError'))
    } finally {
      setBusy(null)
    }
  }

  const fieldValue = (key: (typeof RULE_FIELDS)[number]) => draft[key]
  const conditionFieldOptions = CONDITION_FIELDS.map((f) => ({ value: f, label: t(`salesOrder.rules.field.${f}`) }))
  // A fixed warehouse is asked once, as the rule's warehouse; a view shows whatever the rule holds.
  const actionTypes = readOnly ? [...RULE_ACTION_TYPES] : actionTypesFor(draft.dividingMode)
  const actionOptions = actionTypes.map((a) => ({ value: a, label: t(`salesOrder.rules.action.${a}`) }))
  const shownFields = RULE_FIELDS.filter(
    (key) => key !== 'storeId' || asksRuleStore(draft.dividingMode) || !!draft.storeId,
  )
  return (
    <Modal
      opened
      onClose={onClose}
      size={1080}
      title={t(readOnly ? 'salesOrder.rules.viewTitle' : 'salesOrder.rules.editorTitle', {
        name: draft.ruleName || t('salesOrder.rules.newName'),
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          {shownFields.map((key) => {
            const field = resource.fields[key]
            if (!field) return null
            const storeName = key === 'storeId' && draft.storeId ? nameOf('assignStore', draft.storeId) : undefined
            return (
              <FieldInput
                // The warehouse is mounted again once its name arrives, so it shows by name.
                key={key === 'storeId' ? `storeId-${storeName ?? ''}` : key}
                fieldKey={key}
                field={field}
                value={fieldValue(key)}
                readOnly={readOnly}
                linkLabel={storeName}
                required={key === 'storeId' ? asksRuleStore(draft.dividingMode) : undefined}
                onChange={(v) => {
                  if (key === 'dividingMode') {
                    setDraft(withDividingMode(draft, v === null || v === undefined ? null : String(v)))
                    setDryRun(null)
                  } else if (key === 'isCheckInventory' || key === 'isAutoReview')
                    set({ [key]: Number(v) === 1 ? 1 : 0 })
                  else
                    set({
                      [key]:
                        v === null || v === undefined
                          ? key === 'priority' || key === 'remark' || key === 'ruleName'
                            ? ''
                            : null
                          : String(v),
                    })
                }}
                error={errors[key]}
              />
            )
          })}
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Group justify="space-between" mb={6}>
            <Title order={6}>{t('salesOrder.rules.conditions')}</Title>
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() =>
                  set({ conditions: [...draft.conditions, { field: 'countryCode', operator: 'eq', value: '' }] })
                }
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
              {draft.conditions.map((row, i) => {
                const ops = operatorsFor(row.field)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, numbered by their place
                  <Table.Tr key={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={`${t('salesOrder.rules.field')} ${i + 1}`}
                        data={conditionFieldOptions}
                        value={row.field}
                        readOnly={readOnly}
                        allowDeselect={false}
                        onChange={(v) => {
                          const field = v ?? 'countryCode'
                          setCondition(i, {
                            field,
                            operator: operatorsFor(field).includes(row.operator) ? row.operator : 'eq',
                          })
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={`${t('salesOrder.rules.operator')} ${i + 1}`}
                        data={ops.map((op) => ({ value: op, label: t(`salesOrder.rules.op.${op}`) }))}
                        value={row.operator}
                        readOnly={readOnly}
                        allowDeselect={false}
                        onChange={(v) => setCondition(i, { operator: v ?? 'eq' })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ConditionValue
                        row={row}
                        index={i}
                        error={errors[`conditions.${i}`]}
                        readOnly={readOnly}
                        valueName={row.value ? nameOf(row.field, row.value) : undefined}
                        onChange={(value) => setCondition(i, { value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('salesOrder.rules.removeRow', { n: i + 1 })}
                          onClick={() => set({ conditions: draft.conditions.filter((_, j) => j !== i) })}
                        >
                          ✕
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
          {(errors.conditions ?? null) && (
            <Text size="sm" c="red.8" role="alert">
              {errors.conditions}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="sm">
          <Group justify="space-between" mb={6}>
            <Title order={6}>{t('salesOrder.rules.actions')}</Title>
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() =>
                  set({ actions: [...draft.actions, { type: actionTypes[0] ?? 'assignTransport', value: '' }] })
                }
              >
                {t('salesOrder.rules.addAction')}
              </Button>
            )}
          </Group>
          {readOnly && draft.actions.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('salesOrder.rules.noActions')}
            </Text>
          )}
          {draft.actions.length > 0 && (
            <Table verticalSpacing={4} fz="sm" data-testid="rule-actions">
              <Table.Tbody>
                {draft.actions.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, numbered by their place
                  <Table.Tr key={i}>
                    <Table.Td w={40}>{i + 1}</Table.Td>
                    <Table.Td w={220}>
                      <Select
                        size="xs"
                        aria-label={`${t('salesOrder.rules.actionType')} ${i + 1}`}
                        data={actionOptions}
                        value={row.type}
                        readOnly={readOnly}
                        allowDeselect={false}
                        onChange={(v) => {
                          const type = v ?? actionTypes[0] ?? 'assignTransport'
                          setAction(i, { type, value: FLAG_ACTIONS.has(type) ? '1' : '' })
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      {row.type === 'assignStore' || row.type === 'assignTransport' ? (
                        <RemoteSelect
                          // Mounted again once the names arrive, so the chosen one shows by name.
                          key={nameOf(row.type, row.value) ?? 'unnamed'}
                          placeholder={t('salesOrder.rules.value')}
                          value={row.value || null}
                          initialLabel={row.value ? nameOf(row.type, row.value) : undefined}
                          readOnly={readOnly}
                          onChange={(v) => setAction(i, { value: v ?? '' })}
                          load={(s) =>
                            loadLinkOptions(row.type === 'assignStore' ? 'erp/basestore' : 'erp/basetransport', s)
                          }
                          error={errors[`actions.${i}`]}
                        />
                      ) : (
                        <TextInput
                          size="xs"
                          aria-label={`${t('salesOrder.rules.value')} ${i + 1}`}
                          maxLength={200}
                          value={row.value}
                          readOnly={readOnly}
                          error={errors[`actions.${i}`]}
                          onChange={(e) => setAction(i, { value: e.currentTarget.value })}
                        />
                      )}
                    </Table.Td>
                    <Table.Td w={48}>
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('salesOrder.rules.removeRow', { n: i + 1 })}
                          onClick={() => set({ actions: draft.actions.filter((_, j) => j !== i) })}
                        >
                          ✕
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {errors.actions && (
            <Text size="sm" c="red.8" role="alert">
              {errors.actions}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="sm" data-testid="rule-dry-run">
          <Group justify="space-between" mb={6}>
            <Stack gap={0}>
              <Title order={6}>{t('salesOrder.rules.dryRun')}</Title>
              <Text size="xs" c="dimmed">
                {t('salesOrder.rules.dryRunHint')}
              </Text>
            </Stack>
            <Button variant="light" loading={busy === 'dry'} onClick={() => void tryRule()}>
              {t('salesOrder.rules.dryRun')}
            </Button>
          </Group>
          {dryError && (
            <Alert color="red" variant="light" p="xs" role="alert">
              {dryError}
            </Alert>
          )}
          {dryRun && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('salesOrder.rules.dryRunSummary', {
                  matched: dryRun.matched.length,
                  total: dryRun.total,
                  unmatched: dryRun.unmatched,
                })}
              </Text>
              {dryRun.matched.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('salesOrder.rules.dryRunNone')}
                </Text>
              ) : (
                <Table withTableBorder fz="sm" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('salesOrder.rules.order')}</Table.Th>
                      <Table.Th>{t('salesOrder.col.warehouse')}</Table.Th>
                      <Table.Th>{t('salesOrder.rules.wouldDo')}</Table.Th>
                      <Table.Th>{t('salesOrder.rules.explanation')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dryRun.matched.map((m) => (
                      <Table.Tr key={m.orderId}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.code}</Table.Td>
                        <Table.Td>
                          {m.storeName ?? m.storeId ?? ''}
                          {m.transportName ? (
                            <Badge ml={6} size="xs" variant="light">
                              {m.transportName}
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{dryRunActionsText(m.actions, wordOf)}</Table.Td>
                        <Table.Td>{m.explanation ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          )}
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('salesOrder.rules.close') : t('salesOrder.cancel')}
          </Button>
          {!readOnly && (
            <Button loading={busy === 'save'} onClick={() => void save()}>
              {t('salesOrder.rules.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
