import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { serverWrittenFields } from '#sync/resources/actions.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { getJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { useLinkLabels } from './link-labels.ts'
import type { ResourceFormDialogProps } from './resource-form-dialog.tsx'
import { formFields, isTreeResource, titleKey, treeParentKey } from './resource-meta.ts'
import type { Row } from './resource-table.tsx'
import { type ResourceUrls, resourceUrls } from './resource-urls.ts'
import { treeChoices } from './tree-choices.ts'
import { useResourceForm } from './use-resource-form.ts'

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
 * The fields a dialog shows: the declaration's, as the screen overrides them; only those it names,
 * in its order. Adding and editing leave out what a save ignores: the statuses declared actions
 * govern and the fields the server works out.
 */
function useShownFields(
  resource: ResourceDef,
  onlyFields: readonly string[] | undefined,
  fieldOverrides: Record<string, Partial<Field>> | undefined,
  viewing: boolean,
) {
  return useMemo(() => {
    const all = formFields(resource, viewing ? [] : serverWrittenFields(resource)).map((f) =>
      fieldOverrides?.[f.key] ? { key: f.key, field: { ...f.field, ...fieldOverrides[f.key] } } : f,
    )
    if (!onlyFields) return all
    return onlyFields.flatMap((key) => all.filter((f) => f.key === key))
  }, [resource, onlyFields, fieldOverrides, viewing])
}

/**
 * What the add/edit/view dialog works with: the fields shown, the record's form (values, errors,
 * saving), the names of its links, the tree parent's choices and the heading.
 */
export function useFormDialog(props: ResourceFormDialogProps) {
  const { resource, opened, mode, record, treeOptions } = props
  const { t } = useTranslation()
  const lang = currentLanguage()
  const urls = resourceUrls(resource, props.urls)
  const editing = mode !== 'add' && record ? String(record.id) : null
  const childKeys = Object.keys(resource.children ?? {})
  const fields = useShownFields(resource, props.fields, props.fieldOverrides, mode === 'view')
  const form = useResourceForm({
    resource,
    opened,
    editing,
    record,
    fields,
    childKeys,
    preset: props.preset,
    urls,
    requiredMessages: props.requiredMessages,
    alsoRequired: props.alsoRequired,
    onSaved: props.onSaved,
    onClose: props.onClose,
  })
  const linkLabels = useLinkLabels(resource, form.source ? [form.source] : [])
  const parentChoices = useParentChoices(resource, opened && !treeOptions, urls, editing)
  const heading =
    props.title ??
    `${mode === 'add' ? t('resource.dialog.add') : mode === 'edit' ? t('resource.dialog.edit') : t('resource.dialog.view')} · ${resource.label[lang]}`
  return { form, fields, editing, childKeys, linkLabels, parentChoices: treeOptions ?? parentChoices, heading }
}
