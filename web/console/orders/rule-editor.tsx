import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import { type UseFormReturnType, useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { dryRunContract } from '#sync/resources/orders/orders.contracts.ts'
import { detailContract, submitContract } from '#sync/resources/resource-contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { FieldInput } from '../resource/field-input.tsx'
import { fieldErrorsFromApi } from '../resource/form-rules.ts'
import { operationUrl } from '../resource/resource-meta.ts'
import type { Row } from '../resource/resource-table.tsx'
import {
  actionTypesFor,
  asksRuleStore,
  type DryRunAnswer,
  NEW_RULE,
  RULE_ACTION_TYPES,
  type RuleDraft,
  ruleBody,
  ruleProblems,
  ruleToDraft,
  withDividingMode,
} from './order-rules.ts'
import { RuleActions } from './rule-actions.tsx'
import { RuleConditions } from './rule-conditions.tsx'
import { RuleDryRun } from './rule-dry-run.tsx'
import { useRuleNames } from './rule-names.ts'

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
type RuleField = (typeof RULE_FIELDS)[number]

/** What a field's input gives, as the draft holds it: flags 0/1, texts '' when cleared, choices null. */
function draftValue(key: RuleField, v: unknown): RuleDraft[RuleField] {
  if (key === 'isCheckInventory' || key === 'isAutoReview') return Number(v) === 1 ? 1 : 0
  if (v !== null && v !== undefined) return String(v)
  return key === 'priority' || key === 'remark' || key === 'ruleName' ? '' : null
}

/** The rule's own fields; the warehouse only where the dividing mode asks it (or a view shows one). */
function RuleFields({
  resource,
  form,
  readOnly,
  storeName,
}: {
  resource: ResourceDef
  form: UseFormReturnType<RuleDraft>
  readOnly: boolean
  storeName?: string
}) {
  const draft = form.values
  const shown = RULE_FIELDS.filter((key) => key !== 'storeId' || asksRuleStore(draft.dividingMode) || !!draft.storeId)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {shown.map((key) => {
        const field = resource.fields[key]
        if (!field) return null
        return (
          <FieldInput
            // The warehouse is mounted again once its name arrives, so it shows by name.
            key={key === 'storeId' ? `storeId-${storeName ?? ''}` : key}
            fieldKey={key}
            field={field}
            value={draft[key]}
            readOnly={readOnly}
            linkLabel={key === 'storeId' ? storeName : undefined}
            required={key === 'storeId' ? asksRuleStore(draft.dividingMode) : undefined}
            onChange={(v) =>
              key === 'dividingMode'
                ? form.setValues(withDividingMode(form.getValues(), v === null || v === undefined ? null : String(v)))
                : form.setFieldValue(key, draftValue(key, v))
            }
            error={form.errors[key] as string | undefined}
          />
        )
      })}
    </SimpleGrid>
  )
}

/**
 * The rule's form: its fields, conditions and actions, checked by the rule's own problems (in the
 * user's language); any change drops the last dry run, which was of the rule as it was.
 */
function RuleForm({
  resource,
  initial,
  readOnly,
  onClose,
  onSaved,
}: {
  resource: ResourceDef
  initial: RuleDraft
  readOnly: boolean
  onClose: () => void
  onSaved?: () => void
}) {
  const { t } = useTranslation()
  const { nameOf, wordOf } = useRuleNames()
  const [dryRun, setDryRun] = useState<DryRunAnswer | null>(null)
  const form = useForm<RuleDraft>({
    initialValues: initial,
    validate: (draft) => Object.fromEntries(Object.entries(ruleProblems(draft)).map(([k, key]) => [k, t(key)])),
    onValuesChange: () => setDryRun(null),
  })
  const showServerErrors = (e: unknown) => {
    const fromServer = fieldErrorsFromApi(e)
    if (fromServer) form.setErrors(fromServer)
  }
  const save = form.onSubmit(async (draft) => {
    if (!operationUrl(resource, 'submit')) return
    try {
      await callApi(submitContract(resource), { body: ruleBody(draft) }, { fieldErrorsShown: true })
      clientSettings.notifySuccess(t('salesOrder.rules.saved'))
      onSaved?.()
    } catch (e) {
      showServerErrors(e)
    }
  })
  const tryRule = async () => {
    if (form.validate().hasErrors) return
    try {
      setDryRun(await callApi(dryRunContract, { body: ruleBody(form.getValues()) }, { silent: true }))
    } catch (e) {
      setDryRun(null)
      showServerErrors(e)
      throw e
    }
  }
  const draft = form.values
  // A fixed warehouse is asked once, as the rule's warehouse; a view shows whatever the rule holds.
  const actionTypes = readOnly ? [...RULE_ACTION_TYPES] : actionTypesFor(draft.dividingMode)
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
        <RuleFields
          resource={resource}
          form={form}
          readOnly={readOnly}
          storeName={draft.storeId ? nameOf('assignStore', draft.storeId) : undefined}
        />
        <RuleConditions form={form} readOnly={readOnly} nameOf={nameOf} />
        <RuleActions form={form} readOnly={readOnly} actionTypes={actionTypes} nameOf={nameOf} />
        <RuleDryRun answer={dryRun} run={tryRule} wordOf={wordOf} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('salesOrder.rules.close') : t('salesOrder.cancel')}
          </Button>
          {!readOnly && (
            <Button loading={form.submitting} onClick={() => save()}>
              {t('salesOrder.rules.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * The rule editor: the rule's fields, its conditions and actions as rows (field, operator, value),
 * and a dry run of the unsaved rule over the pending orders before it is saved. An existing rule is
 * read whole first (the list may leave its conditions out).
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
  const detail = operationUrl(resource, 'detail') ? detailContract(resource) : null
  const full = useQuery({
    queryKey: ['rule-detail', record ? String(record.id) : null],
    enabled: record !== null && detail !== null,
    queryFn: () => (detail ? callApi(detail, { query: { id: String(record?.id) } }) : null),
  })
  const stored = record && (full.data ?? (full.isError || !detail ? record : null))
  const draft = record ? (stored ? ruleToDraft(stored) : null) : NEW_RULE
  if (!draft) return null
  return <RuleForm resource={resource} initial={draft} readOnly={readOnly} onClose={onClose} onSaved={onSaved} />
}
