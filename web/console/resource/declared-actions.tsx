import { Button, Group, Stack, Textarea } from '@mantine/core'
import { modals } from '@mantine/modals'
import { useState } from 'react'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { type ActionDef, actionAllowed, actionFields, actionInputLabels } from '#sync/resources/define-action.ts'
import { type ResourceDef, resourceBasePath } from '#sync/resources/define-resource.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { postJson } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import type { RowActions } from './resource-table.tsx'

type Row = Record<string, unknown>

/** Asks for an action's input fields (a rejection's reason) and answers them, or null when cancelled. */
function askInput(title: string, fields: { key: string; label: string }[], lang: Language): Promise<Row | null> {
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

function ActionInputForm(props: {
  fields: { key: string; label: string }[]
  lang: Language
  onSubmit: (values: Row) => void
  onCancel: () => void
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const missing = Object.fromEntries(
      props.fields
        .filter((f) => !values[f.key]?.trim())
        .map((f) => [f.key, translate('fieldRequired', props.lang, { field: f.label })]),
    )
    setErrors(missing)
    if (Object.keys(missing).length === 0) props.onSubmit(values)
  }
  return (
    <Stack>
      {props.fields.map((f) => (
        <Textarea
          key={f.key}
          label={f.label}
          withAsterisk
          autosize
          minRows={2}
          maxLength={255}
          value={values[f.key] ?? ''}
          error={errors[f.key]}
          onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {i18n.t('common.cancel')}
        </Button>
        <Button onClick={submit}>{i18n.t('common.ok')}</Button>
      </Group>
    </Stack>
  )
}

/**
 * The row buttons of a resource's declared actions the user may run: each shows only where the
 * row's status is one the action starts from, asks for the action's input if it takes any, and
 * posts it to the action's call. The server checks the same declaration again.
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
    const fields = actionFields(action).map((key) => ({ key, label: inputLabels[key]?.[lang] ?? key }))
    const label = action.label[lang]
    return [
      {
        name: action.name,
        label,
        allowed: (row: Row) => actionAllowed(action, row[action.statusField]),
        run: async (row: Row) => {
          const input = fields.length ? await askInput(label, fields, lang) : {}
          if (input === null) return
          await postJson(`${resourceBasePath(resource)}/${call.path}`, {
            ids: [String(row.id)],
            ...call.fixed,
            ...input,
          })
          done()
        },
      },
    ]
  })
}
