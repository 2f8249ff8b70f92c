import { Alert, Button, Group, LoadingOverlay, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { clientSettings, getJson, postJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ChildRows } from './child-rows.tsx'
import { type ChoiceOption, FieldInput } from './field-input.tsx'
import {
  dependentKeys,
  dependsOnValue,
  type FieldErrors,
  type FormValues,
  fieldErrorsFromApi,
  formValuesToBody,
  initialFormValues,
  recordToFormValues,
  validateBody,
} from './form-rules.ts'
import { useLinkLabels } from './link-labels.ts'
import { formFields, isTreeResource, titleKey, treeParentKey } from './resource-meta.ts'
import type { Row } from './resource-table.tsx'
import { type ResourceUrls, resourceUrls, saveUrl } from './resource-urls.ts'
import { treeChoices } from './tree-choices.ts'

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
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FieldErrors>({})
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const detail = useQuery({
    queryKey: ['resource-form-detail', resource.module, resource.name, editing],
    enabled: opened && editing !== null && urls.detail !== null,
    queryFn: () => getJson<Row>(urls.detail as string, { id: editing }),
    gcTime: 0,
  })
  const source: Row | null = editing ? (urls.detail ? (detail.data ?? null) : (record ?? null)) : null

  // A fresh form each time the dialog opens, filled once the record is read; the latest fields and
  // preset are read through a ref so a parent's new array or object does not wipe what was typed.
  const latest = useRef({ fields, preset, childKeys })
  latest.current = { fields, preset, childKeys }
  useEffect(() => {
    if (!opened) return
    setErrors({})
    setOtherErrors([])
    setSaving(false)
    const { fields: f, preset: p, childKeys: c } = latest.current
    if (!editing) setValues({ ...initialFormValues(f, c), ...p })
  }, [opened, editing])
  useEffect(() => {
    if (!opened || !source) return
    const { fields: f, childKeys: c } = latest.current
    setValues(recordToFormValues(f, source, c))
  }, [opened, source])

  const linkLabels = useLinkLabels(resource, source ? [source] : [])
  const parentKey = treeParentKey(resource)
  const ownTree = useQuery({
    queryKey: ['resource-tree', resource.module, resource.name, lang],
    enabled: opened && !treeOptions && parentKey !== null && isTreeResource(resource) && urls.tree !== null,
    queryFn: () => getJson<Row[]>(urls.tree as string),
  })
  const parentChoices = treeOptions ?? treeChoices(ownTree.data ?? [], titleKey(resource) ?? 'id', editing)

  const shownKeys = [...fields.map((f) => f.key), ...childKeys]
  const bodyOf = (v: FormValues) =>
    formValuesToBody(fields, v, editing ? { id: editing, version: source?.version } : null, childKeys)
  const check = (v: FormValues) =>
    validateBody(resource, bodyOf(v), editing ? 'update' : 'create', lang, {
      requiredMessages,
      alsoRequired,
      only: shownKeys,
    })

  const setField = (key: string, value: unknown) => {
    setValues((prev) => {
      if (prev[key] === value) return prev
      // A choice that depends on this one no longer holds once it changes (a zone of another warehouse).
      const cleared = dependentKeys(resource, key).filter((k) => prev[k] !== null && prev[k] !== undefined)
      return { ...prev, [key]: value, ...Object.fromEntries(cleared.map((k) => [k, null])) }
    })
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }
  const blur = (key: string) => {
    const found = check(values)[key]
    setErrors((prev) => {
      const { [key]: _, ...rest } = prev
      return found ? { ...rest, [key]: found } : rest
    })
  }

  const save = async () => {
    const found = check(values)
    setErrors(found)
    setOtherErrors([])
    if (Object.keys(found).length) return
    const url = saveUrl(urls, editing !== null)
    if (!url) return
    setSaving(true)
    try {
      // Field errors show on their fields (or below them), not again as a toast.
      const saved = await postJson<Row>(url, bodyOf(values), undefined, { fieldErrorsShown: true })
      clientSettings.notifySuccess(t('resource.saved'))
      onSaved(saved)
      onClose()
    } catch (e) {
      // The client has toasted the refusal; the fields it names are marked here.
      const fromServer = fieldErrorsFromApi(e)
      if (fromServer) {
        const known = Object.fromEntries(
          Object.entries(fromServer).filter(([k]) => shownKeys.includes(k.split('.')[0] ?? k)),
        )
        setErrors(known)
        setOtherErrors(
          Object.entries(fromServer)
            .filter(([k]) => !(k in known))
            .map(([, m]) => m),
        )
      }
    } finally {
      setSaving(false)
    }
  }

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
          if (!readOnly) void save()
        }}
        noValidate
      >
        <Stack pos="relative">
          <LoadingOverlay visible={detail.isFetching} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {fields.map(({ key, field }) => (
              <div key={key} style={WIDE_TYPES.has(field.type) ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput
                  fieldKey={key}
                  field={field}
                  value={values[key]}
                  onChange={(v) => setField(key, v)}
                  onBlur={readOnly ? undefined : () => blur(key)}
                  error={errors[key]}
                  readOnly={readOnly || readOnlyFields.includes(key)}
                  editing={editing !== null}
                  linkLabel={linkLabels[key]?.[String(values[key])]}
                  dependsOnValue={dependsOnValue(field, values)}
                  treeOptions={field.type === 'treeParent' ? parentChoices : undefined}
                  required={alsoRequired?.includes(key) || (requiredMessages && key in requiredMessages) || undefined}
                />
              </div>
            ))}
          </SimpleGrid>
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
        </Stack>
      </form>
    </Modal>
  )
}
