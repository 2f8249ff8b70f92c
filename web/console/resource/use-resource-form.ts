import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { clientSettings, getJson, postJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import {
  dependentKeys,
  type FieldErrors,
  type FormValues,
  fieldErrorsFromApi,
  formValuesToBody,
  initialFormValues,
  recordToFormValues,
  validateBody,
} from './form-rules.ts'
import type { Row } from './resource-table.tsx'
import { type ResourceUrls, saveUrl } from './resource-urls.ts'

/** What the record form works on: the declaration, the fields shown, and the record edited (if any). */
export type ResourceFormInput = {
  resource: ResourceDef
  opened: boolean
  /** The id of the record edited or viewed; null when adding. */
  editing: string | null
  record: Row | null | undefined
  fields: readonly { key: string; field: Field }[]
  childKeys: string[]
  preset: FormValues | undefined
  urls: ResourceUrls
  requiredMessages: Record<string, string> | undefined
  alsoRequired: readonly string[] | undefined
  onSaved: (saved: Row) => void
  onClose: () => void
}

/**
 * The state of a declared resource's add/edit/view form: its values (read from the record's detail
 * when editing), the field errors (the server's zod schema on blur and on save, then the server's
 * own), and saving.
 */
export function useResourceForm({
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
}: ResourceFormInput) {
  const { t } = useTranslation()
  const lang = currentLanguage()
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

  return { values, errors, otherErrors, saving, loading: detail.isFetching, source, setField, blur, save }
}
