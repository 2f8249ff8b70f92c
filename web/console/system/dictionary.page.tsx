import { Paper, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { resourceBasePath } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { pickFields, useDictionaryPanels } from './use-dictionary-panels.ts'

const PANEL_HEIGHT = 460

/**
 * The dictionary screen (system dictionaries and business dictionaries): the dictionaries on the
 * left, the entries of the chosen one on the right, each with search, view, add, edit, delete and
 * multi-select; dialogs 880 px wide with the spec's messages.
 */
export function DictionaryPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const base = resourceBasePath(resource)
  const panels = useDictionaryPanels(resource)
  const { parent, parentId } = panels

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" m="md">
      <Paper component="section" aria-label={t('system.dict.parentsRegion')} p="md" withBorder miw={0}>
        <ResourcePanel
          framed={false}
          resource={resource}
          title={t('system.dict.parents', { name: resource.label[lang] })}
          urls={{
            list: panels.parentsPath,
            detail: `${base}/detail`,
            submit: `${base}/submit`,
            remove: `${base}/remove`,
          }}
          searchFields={pickFields(resource, ['code', 'dictValue'])}
          withCreateTime={false}
          columns={panels.parentColumns}
          form={panels.parentForm}
          preset={{ parentId: '0', isSealed: 0 }}
          activeId={parentId}
          onActivate={panels.choose}
          extraAction={panels.entriesAction}
          height={PANEL_HEIGHT}
          onChanged={panels.refreshChoices}
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
          fixedQuery={panels.childFixed}
          enabled={parentId !== null}
          idleText={t('system.dict.chooseFirst')}
          searchFields={pickFields(resource, ['dictKey', 'dictValue'])}
          withCreateTime={false}
          columns={panels.childColumns}
          mapRows={panels.withParentName}
          form={panels.childForm}
          preset={panels.childPreset}
          height={PANEL_HEIGHT}
        />
      </Paper>
    </SimpleGrid>
  )
}
