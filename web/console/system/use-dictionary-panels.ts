import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { dictParentsContract } from '#sync/resources/system/system.contracts.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { ChoiceOption } from '../resource/field-input.tsx'
import type { PanelFormOptions } from '../resource/resource-list.page.tsx'
import type { KeyedField } from '../resource/resource-meta.ts'
import type { Row } from '../resource/resource-table.tsx'

/** Dictionary dialogs are 880 px wide (spec 1 §2.5). */
const DIALOG_WIDTH = 880
/** Parents listed in the entry form's "parent dictionary" choice. */
const PARENT_CHOICES = 1000

/** The sealed flag is a 0/1 vocabulary shown as a switch (0 no, 1 yes). */
const SEALED_AS_SWITCH: Record<string, Partial<Field>> = { isSealed: { type: 'bool' } }

/** The fields of `resource` named by `keys`, in that order (a key it lacks is left out). */
export function pickFields(resource: ResourceDef, keys: readonly string[]): KeyedField[] {
  return keys.flatMap((key) => {
    const field = resource.fields[key]
    return field ? [{ key, field }] : []
  })
}

/** The translated names a platform dictionary carries besides its Chinese one. */
function translatedNames(resource: ResourceDef): string[] {
  return ['dictValueEn', 'dictValueJa'].filter((k) => k in resource.fields)
}

/**
 * The dictionaries an entry may sit under: the entry form's "parent dictionary" choice, each
 * dictionary's name by its id (the entries' parent column), and a way to read them again.
 */
function useParentDictionaries(resource: ResourceDef) {
  const lang = currentLanguage()
  const parentsCall = dictParentsContract(resource)
  const parents = useQuery({
    queryKey: ['resource-list', resource.module, resource.name, 'parent-choices', lang],
    queryFn: () => callApi(parentsCall, { query: { current: 1, size: PARENT_CHOICES } }),
  })
  const choices: ChoiceOption[] = useMemo(
    () =>
      (parents.data?.records ?? []).map((r) => ({
        value: String(r.id),
        label: `${String(r.dictValue)} (${String(r.code)})`,
      })),
    [parents.data],
  )
  const names = useMemo(
    () => Object.fromEntries((parents.data?.records ?? []).map((r) => [String(r.id), String(r.dictValue)])),
    [parents.data],
  )
  const refresh = useCallback(() => void parents.refetch(), [parents.refetch])
  return { listPath: parentsCall.path, choices, names, refresh }
}

/** The forms of a dictionary and of an entry: their fields, required messages and width. */
function useDictionaryForms(resource: ResourceDef, parentChoices: ChoiceOption[]) {
  const { t } = useTranslation()
  const names = useMemo(() => translatedNames(resource), [resource])
  const requiredMessages = useMemo(
    () => ({
      code: t('system.dict.codeRequired'),
      dictValue: t('system.dict.nameRequired'),
      sort: t('system.dict.sortRequired'),
      isSealed: t('system.dict.sealedRequired'),
      dictKey: t('system.dict.keyRequired'),
    }),
    [t],
  )
  const parentForm: PanelFormOptions = useMemo(
    () => ({
      fields: ['code', 'dictValue', ...names, 'sort', 'isSealed', 'remark'],
      requiredMessages,
      fieldOverrides: SEALED_AS_SWITCH,
      width: DIALOG_WIDTH,
    }),
    [names, requiredMessages],
  )
  const childForm: PanelFormOptions = useMemo(
    () => ({
      fields: ['parentId', 'code', 'dictKey', 'dictValue', ...names, 'sort', 'isSealed', 'remark'],
      readOnlyFields: ['code'],
      requiredMessages,
      alsoRequired: ['dictKey'],
      fieldOverrides: SEALED_AS_SWITCH,
      // The parent is optional: an entry moved to the top level becomes a dictionary itself.
      treeOptions: parentChoices,
      width: DIALOG_WIDTH,
    }),
    [names, requiredMessages, parentChoices],
  )
  return { parentForm, childForm }
}

/** The columns of the dictionaries and of the entries, these with their dictionary's name. */
function useDictionaryColumns(resource: ResourceDef) {
  const parentColumns = useMemo(() => pickFields(resource, ['code', 'dictValue', 'sort', 'isSealed']), [resource])
  const parentNameField: Field = useMemo(
    () => ({ type: 'text', label: resource.fields.parentId?.label ?? { zh: '', en: '', ja: '' } }),
    [resource],
  )
  const childColumns = useMemo(
    () => [
      ...pickFields(resource, ['code', 'dictValue']),
      { key: 'parentName', field: parentNameField },
      ...pickFields(resource, ['dictKey', 'sort', 'isSealed', 'remark']),
    ],
    [resource, parentNameField],
  )
  return { parentColumns, childColumns }
}

/**
 * What the dictionary screen's two panels draw from: the dictionary chosen (`parent`, set by
 * `choose`), the forms and columns of both panels, and the entries' query and preset for the one chosen.
 */
export function useDictionaryPanels(resource: ResourceDef) {
  const { t } = useTranslation()
  const [parent, setParent] = useState<Row | null>(null)
  const parentId = parent ? String(parent.id) : null
  const parents = useParentDictionaries(resource)
  const forms = useDictionaryForms(resource, parents.choices)
  const columns = useDictionaryColumns(resource)
  const parentNames = parents.names
  const withParentName = useCallback(
    (rows: Row[]) => rows.map((r) => ({ ...r, parentName: parentNames[String(r.parentId)] ?? '' })),
    [parentNames],
  )
  const choose = useCallback((row: Row) => setParent(row), [])
  const entriesAction = useMemo(() => ({ label: t('system.dict.entries'), onClick: choose }), [t, choose])
  const childFixed = useMemo(() => (parentId ? { parentId } : undefined), [parentId])
  const childPreset = useMemo(
    () => (parent ? { parentId: String(parent.id), code: String(parent.code), isSealed: 0 } : undefined),
    [parent],
  )
  return {
    parent,
    parentId,
    choose,
    parentsPath: parents.listPath,
    refreshChoices: parents.refresh,
    ...forms,
    ...columns,
    withParentName,
    entriesAction,
    childFixed,
    childPreset,
  }
}
