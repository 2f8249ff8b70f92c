import { Alert, Button, Group, LoadingOverlay, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { getJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ChildRows } from './child-rows.tsx'
import { type ChoiceOption, FieldInput } from './field-input.tsx'
import { dependsOnValue, type FieldErrors, type FormValues } from './form-rules.ts'
import { useLinkLabels } from './link-labels.ts'
import { formFields, isTreeResource, titleKey, treeParentKey } from './resource-meta.ts'
import type { Row } from './resource-table.tsx'
import { type ResourceUrls, resourceUrls } from './resource-urls.ts'
import { treeChoices } from './tree-choices.ts'
import { useResourceForm } from './use-resource-form.ts'

/** What the dialog does: add a record, edit one, or show one read-only. */
export type FormMode = 'add' | 'edit' | 'view'

/** Props of the add/edit/view dialog of a declared resource. */
export type ResourceFormDialogProps = {
  resource: ResourceDef
  opened: boolean
  mode: FormMode
  /** The row acted on (edit/view); its detail is read when the declaration offers it. */
  record?: Row | null
  /** Values a new record starts with (e.g. the parent of a new child). */
  preset?: FormValues
  onClose: () => void
  onSaved: (saved: Row) => void
  /** Only these fields, in this order (a screen showing part of the declaration). */
  fields?: readonly string[]
  readOnlyFields?: readonly string[]
  /** The screen's own words for an empty required field. */
  requiredMessages?: Record<string, string>
  /** Fields this screen requires though the declaration does not. */
  alsoRequired?: readonly string[]
  /** How this screen shows a field differently (e.g. a 0/1 vocabulary as a switch). */
  fieldOverrides?: Record<string, Partial<Field>>
  /** The choices of the tree parent, when the screen builds them itself. */
  treeOptions?: readonly ChoiceOption[]
  urls?: Partial<ResourceUrls>
  title?: string
  width?: number
}

const WIDE_TYPES = new Set(['longText', 'file'])

/** The declared fields' inputs in two columns (long text and files across both). */
function ResourceFields({
  fields,
  values,
  errors,
  readOnly,
  readOnlyFields,
  editing,
  linkLabels,
  parentChoices,
  required,
  onChange,
  onBlur,
}: {
  fields: readonly { key: string; field: Field }[]
  values: FormValues
  errors: FieldErrors
  readOnly: boolean
  readOnlyFields: readonly string[]
  editing: boolean
  linkLabels: Record<string, Record<string, string> | undefined>
  parentChoices: readonly ChoiceOption[]
  required: (key: string) => true | undefined
  onChange: (key: string, value: unknown) => void
  onBlur: (key: string) => void
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map(({ key, field }) => (
        <div key={key} style={WIDE_TYPES.has(field.type) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput
            fieldKey={key}
            field={field}
            value={values[key]}
            onChange={(v) => onChange(key, v)}
            onBlur={readOnly ? undefined : () => onBlur(key)}
            error={errors[key]}
            readOnly={readOnly || readOnlyFields.includes(key)}
            editing={editing}
            linkLabel={linkLabels[key]?.[String(values[key])]}
            dependsOnValue={dependsOnValue(field, values)}
            treeOptions={field.type === 'treeParent' ? parentChoices : undefined}
            required={required(key)}
          />
        </div>
      ))}
    </SimpleGrid>
  )
}

/** The server's errors no field shows, then close (view) or cancel and save. */
function FormFooter({
  otherErrors,
  readOnly,
  saving,
  onClose,
}: {
  otherErrors: readonly string[]
  readOnly: boolean
  saving: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {otherErrors.length > 0 && (
        <Alert color="red" variant="light">
          {otherErrors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {readOnly ? t('resource.close') : t('resource.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={saving}>
            {t('resource.submit')}
          </Button>
        )}
      </Group>
    </>
  )
}

/** The choices of a tree resource's parent, read from its own tree (the record edited left out). */
function useParentChoices(resource: ResourceDef, wanted: boolean, urls: ResourceUrls, editing: string | null) {
  const lang = currentLanguage()
  const ownTree = useQuery({
    queryKey: ['resource-tree', resource.module, resource.name, lang],
    enabled: wanted && treeParentKey(resource) !== null && isTreeResource(resource) && urls.tree !== null,
    queryFn: () => getJson<Row[]>(urls.tree as string),
  })
  return treeChoices(ownTree.data ?? [], titleKey(resource) ?? 'id', editing)
}

/**
 * The add/edit/view dialog built from a declaration: each field's input and rules (the server's zod
 * schema, checked on blur and on save), child tables inline, the server's field errors shown under
 * their fields; view is the same form read-only.
 */
export function ResourceFormDialog({
  resource,
  opened,
  mode,
  record,
  preset,
  onClose,
  onSaved,
  fields: onlyFields,
  readOnlyFields = [],
  requiredMessages,
  alsoRequired,
  fieldOverrides,
  treeOptions,
  urls: urlOverride,
  title,
  width,
}: ResourceFormDialogProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const urls = resourceUrls(resource, urlOverride)
  const editing = mode !== 'add' && record ? String(record.id) : null
  const readOnly = mode === 'view'
  const childKeys = Object.keys(resource.children ?? {})
  const fields = useMemo(() => {
    const all = formFields(resource).map((f) =>
      fieldOverrides?.[f.key] ? { key: f.key, field: { ...f.field, ...fieldOverrides[f.key] } } : f,
    )
    if (!onlyFields) return all
    return onlyFields.flatMap((key) => all.filter((f) => f.key === key))
  }, [resource, onlyFields, fieldOverrides])
  const form = useResourceForm({
    resource,
    opened,
    editing,
    record,
    fields,
    childKeys,
    preset,
    urls,
    requiredMessages,
    alsoRequired,
    onSaved,
    onClose,
  })
  const { values, errors, setField } = form

  const linkLabels = useLinkLabels(resource, form.source ? [form.source] : [])
  const parentChoices = useParentChoices(resource, opened && !treeOptions, urls, editing)

  const heading =
    title ??
    `${mode === 'add' ? t('resource.dialog.add') : mode === 'edit' ? t('resource.dialog.edit') : t('resource.dialog.view')} · ${resource.label[lang]}`

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      size={width ?? (childKeys.length ? 1000 : 800)}
      closeOnClickOutside={readOnly}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (!readOnly) void form.save()
        }}
        noValidate
      >
        <Stack pos="relative">
          <LoadingOverlay visible={form.loading} />
          <ResourceFields
            fields={fields}
            values={values}
            errors={errors}
            readOnly={readOnly}
            readOnlyFields={readOnlyFields}
            editing={editing !== null}
            linkLabels={linkLabels}
            parentChoices={treeOptions ?? parentChoices}
            required={(key) =>
              alsoRequired?.includes(key) || (requiredMessages && key in requiredMessages) || undefined
            }
            onChange={setField}
            onBlur={form.blur}
          />
          {Object.entries(resource.children ?? {}).map(([key, child]) => (
            <ChildRows
              key={key}
              childKey={key}
              child={child}
              rows={Array.isArray(values[key]) ? (values[key] as Record<string, unknown>[]) : []}
              onChange={(rows) => setField(key, rows)}
              errors={errors}
              readOnly={readOnly}
            />
          ))}
          <FormFooter otherErrors={form.otherErrors} readOnly={readOnly} saving={form.saving} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
