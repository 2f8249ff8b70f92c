import { Paper, SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { resourceBasePath } from '#sync/resources/define-resource.ts'
import { dictParentsContract } from '#sync/resources/system/system.contracts.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { ChoiceOption } from '../resource/field-input.tsx'
import { type PanelFormOptions, ResourcePanel } from '../resource/resource-list.page.tsx'
import type { KeyedField } from '../resource/resource-meta.ts'
import type { Row } from '../resource/resource-table.tsx'

/** Dictionary dialogs are 880 px wide (spec 1 §2.5). */
const DIALOG_WIDTH = 880
/** Parents listed in the entry form's "parent dictionary" choice. */
const PARENT_CHOICES = 1000
const PANEL_HEIGHT = 460

/** The sealed flag is a 0/1 vocabulary shown as a switch (0 no, 1 yes). */
const SEALED_AS_SWITCH: Record<string, Partial<Field>> = { isSealed: { type: 'bool' } }

function pick(resource: ResourceDef, keys: readonly string[]): KeyedField[] {
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
 * The dictionary screen (system dictionaries and business dictionaries): the dictionaries on the
 * left, the entries of the chosen one on the right, each with search, view, add, edit, delete and
 * multi-select; dialogs 880 px wide with the spec's messages.
 */
export function DictionaryPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const base = resourceBasePath(resource)
  const parentsCall = dictParentsContract(resource)
  const [parent, setParent] = useState<Row | null>(null)
  const parentId = parent ? String(parent.id) : null
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

  const parents = useQuery({
    queryKey: ['resource-list', resource.module, resource.name, 'parent-choices', lang],
    queryFn: () => callApi(parentsCall, { query: { current: 1, size: PARENT_CHOICES } }),
  })
  const parentChoices: ChoiceOption[] = useMemo(
    () =>
      (parents.data?.records ?? []).map((r) => ({
        value: String(r.id),
        label: `${String(r.dictValue)} (${String(r.code)})`,
      })),
    [parents.data],
  )
  const parentNames = useMemo(
    () => Object.fromEntries((parents.data?.records ?? []).map((r) => [String(r.id), String(r.dictValue)])),
    [parents.data],
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

  const parentColumns = useMemo(() => pick(resource, ['code', 'dictValue', 'sort', 'isSealed']), [resource])
  const parentNameField: Field = useMemo(
    () => ({ type: 'text', label: resource.fields.parentId?.label ?? { zh: '', en: '', ja: '' } }),
    [resource],
  )
  const childColumns = useMemo(
    () => [
      ...pick(resource, ['code', 'dictValue']),
      { key: 'parentName', field: parentNameField },
      ...pick(resource, ['dictKey', 'sort', 'isSealed', 'remark']),
    ],
    [resource, parentNameField],
  )
  const withParentName = useCallback(
    (rows: Row[]) => rows.map((r) => ({ ...r, parentName: parentNames[String(r.parentId)] ?? '' })),
    [parentNames],
  )
  const choose = useCallback((row: Row) => setParent(row), [])
  const refreshChoices = useCallback(() => void parents.refetch(), [parents.refetch])
  const entriesAction = useMemo(() => ({ label: t('system.dict.entries'), onClick: choose }), [t, choose])
  const childFixed = useMemo(() => (parentId ? { parentId } : undefined), [parentId])
  const childPreset = useMemo(
    () => (parent ? { parentId: String(parent.id), code: String(parent.code), isSealed: 0 } : undefined),
    [parent],
  )

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" m="md">
      <Paper component="section" aria-label={t('system.dict.parentsRegion')} p="md" withBorder miw={0}>
        <ResourcePanel
          framed={false}
          resource={resource}
          title={t('system.dict.parents', { name: resource.label[lang] })}
          urls={{
            list: parentsCall.path,
            detail: `${base}/detail`,
            submit: `${base}/submit`,
            remove: `${base}/remove`,
          }}
          searchFields={pick(resource, ['code', 'dictValue'])}
          withCreateTime={false}
          columns={parentColumns}
          form={parentForm}
          preset={{ parentId: '0', isSealed: 0 }}
          activeId={parentId}
          onActivate={choose}
          extraAction={entriesAction}
          height={PANEL_HEIGHT}
          onChanged={refreshChoices}
        />
      </Paper>
      <Paper component="section" aria-label={t('system.dict.entriesRegion')} p="md" withBorder miw={0}>
        <ResourcePanel
          // A fresh panel (page 1, no selection) for each dictionary chosen.
          key={parentId ?? 'none'}
          framed={false}
          resource={resource}
          title={
            parent
              ? t('system.dict.entriesOf', { name: String(parent.dictValue), code: String(parent.code) })
              : t('system.dict.entriesTitle')
          }
          urls={{
            list: `${base}/child-list`,
            detail: `${base}/detail`,
            submit: `${base}/submit`,
            remove: `${base}/remove`,
          }}
          fixedQuery={childFixed}
          enabled={parentId !== null}
          idleText={t('system.dict.chooseFirst')}
          searchFields={pick(resource, ['dictKey', 'dictValue'])}
          withCreateTime={false}
          columns={childColumns}
          mapRows={withParentName}
          form={childForm}
          preset={childPreset}
          height={PANEL_HEIGHT}
        />
      </Paper>
    </SimpleGrid>
  )
}
