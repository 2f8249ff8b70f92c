import { Button, Group, Stack, Textarea } from '@mantine/core'
import { modals } from '@mantine/modals'
import { useState } from 'react'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import {
  type ActionDef,
  actionFields,
  actionInputLabels,
  actionInputRequired,
  actionOffered,
  approvalStartShape,
} from '#sync/resources/define-action.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { actionContract } from '#sync/resources/resource-contracts.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { ApiError, callApi, clientSettings } from '../../api/client.ts'
import { recordError } from '../../api/error-log.ts'
import { i18n } from '../../i18n/i18n.ts'
import { askApprovalTemplate } from '../workflow/choose-approval-ask.tsx'
import { FieldInput } from './field-input.tsx'
import type { RowActions } from './resource-table.tsx'

type Row = Record<string, unknown>

/** One input an action asks for: its label, whether its schema requires it, and the resource's own field of that name. */
type ActionInput = { key: string; label: string; required: boolean; field?: Field }

/** Asks for an action's input fields (a rejection's reason) and answers them, or null when cancelled. */
function askInput(title: string, fields: ActionInput[], lang: Language): Promise<Row | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title,
      onClose: () => resolve(null),
      children: (
        <ActionInputForm
          fields={fields}
          lang={lang}
          onSubmit={(values) => {
            resolve(values)
            modals.close(id)
          }}
          onCancel={() => modals.close(id)}
        />
      ),
    })
  })
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === ''

function ActionInputForm(props: {
  fields: ActionInput[]
  lang: Language
  onSubmit: (values: Row) => void
  onCancel: () => void
}) {
  const [values, setValues] = useState<Row>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const missing = Object.fromEntries(
      props.fields
        .filter((f) => f.required && isBlank(values[f.key]))
        .map((f) => [f.key, translate('fieldRequired', props.lang, { field: f.label })]),
    )
    setErrors(missing)
    // Inputs left empty are not sent: the action's schema decides what an absent one means.
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => !isBlank(v)))
    if (Object.keys(missing).length === 0) props.onSubmit(given)
  }
  const set = (key: string, value: unknown) => setValues({ ...values, [key]: value })
  return (
    <Stack>
      {props.fields.map((f) =>
        f.field ? (
          <FieldInput
            key={f.key}
            fieldKey={f.key}
            field={{ ...f.field, label: { ...f.field.label, [props.lang]: f.label } }}
            required={f.required}
            value={values[f.key] ?? null}
            error={errors[f.key]}
            onChange={(v) => set(f.key, v)}
          />
        ) : (
          <Textarea
            key={f.key}
            label={f.label}
            withAsterisk={f.required}
            autosize
            minRows={2}
            maxLength={255}
            value={String(values[f.key] ?? '')}
            error={errors[f.key]}
            onChange={(e) => set(f.key, e.currentTarget.value)}
          />
        ),
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {i18n.t('common.cancel')}
        </Button>
        <Button onClick={submit}>{i18n.t('common.ok')}</Button>
      </Group>
    </Stack>
  )
}

/** Asks a yes or no; answers whether the person said yes. */
function askConfirm(question: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false
    modals.openConfirmModal({
      title: i18n.t('common.confirmTitle'),
      children: question,
      labels: { confirm: i18n.t('common.ok'), cancel: i18n.t('common.cancel') },
      onConfirm: () => {
        answered = true
        resolve(true)
      },
      onClose: () => {
        if (!answered) resolve(false)
      },
    })
  })
}

/**
 * Runs a row action's work and never rejects: a failure is said to the person (the client has
 * already shown a refusal's message; anything else gets one here) and kept in the shell's error log
 * with the action's name, so a failed click is neither silent nor an uncaught error. Answers
 * whether the work succeeded.
 */
export async function runRowAction(label: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work()
    return true
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e)
    if (!(e instanceof ApiError)) clientSettings.notifyError(i18n.t('resource.actionFailed', { action: label, reason }))
    const failure = new Error(`${label}: ${reason}`)
    failure.name = 'ActionFailed'
    if (e instanceof Error && e.stack) failure.stack = e.stack
    recordError(failure)
    return false
  }
}

/**
 * The row buttons of a resource's declared actions the user may run: each shows only where the
 * row's status is one the action starts from (and it was not taken already), asks for the action's
 * input if it takes any, asks for confirmation where the action declares a question, and posts it to
 * the action's call; a failure is shown and logged (runRowAction). The server checks the same
 * declaration again.
 */
export function declaredRowActions(
  resource: ResourceDef,
  actions: readonly ActionDef[],
  lang: Language,
  done: () => void,
): NonNullable<RowActions['declared']> {
  const labels = fieldLabels(resource)
  return actions.flatMap((action) => {
    const call = action.call
    if (!call) return []
    const inputLabels = actionInputLabels(action, labels)
    // What starts an approval is chosen in the choose-approval dialog, not typed.
    const fields = actionFields(action)
      .filter((key) => !(action.approval && key in approvalStartShape))
      .map((key) => ({
        key,
        label: inputLabels[key]?.[lang] ?? key,
        required: actionInputRequired(action, key),
        field: resource.fields[key],
      }))
    const label = action.label[lang]
    return [
      {
        name: action.name,
        label,
        allowed: (row: Row) => actionOffered(action, row),
        run: async (row: Row) => {
          const input = fields.length ? await askInput(label, fields, lang) : {}
          if (input === null) return
          if (action.approval) {
            const template = await askApprovalTemplate(action.approval.flow)
            if (!template) return
            input.processDefinitionId = template
          }
          if (action.confirm && !(await askConfirm(action.confirm[lang]))) return
          const ok = await runRowAction(label, () =>
            callApi(actionContract(action), { params: { ids: [String(row.id)], ...call.fixed, ...input } }),
          )
          if (ok) done()
        },
      },
    ]
  })
}
