import { Button, Group, Select, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FLOW_CODES, FLOWS } from '#sync/resources/workflow/flows.ts'
import { processInstanceState } from '#sync/resources/workflow/workflow.dictionaries.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { WorkFilters } from './work-list.ts'

/** The flows by code, as a filter's choices (a flow's code is its deployments' category). */
export function flowChoices() {
  const lang = currentLanguage()
  return FLOW_CODES.map((code) => ({ value: code, label: FLOWS[code].label[lang] }))
}

/** A work list's filters: the flow, the document's title and (tracking) the approval's state. */
export function WorkFilterBar({
  withState,
  withDocument = true,
  onSearch,
}: {
  withState?: boolean
  withDocument?: boolean
  onSearch: (f: WorkFilters) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [values, setValues] = useState<WorkFilters>({})
  const stateChoices = processInstanceState.entries.map((e) => ({ value: e.key, label: e.label[lang] }))
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('work.filter.flow')}
        data={flowChoices()}
        value={values.category ?? null}
        onChange={(v) => setValues({ ...values, category: v ?? undefined })}
        clearable
        w={180}
      />
      {withState && (
        <Select
          label={t('work.filter.state')}
          data={stateChoices}
          value={values.state ?? null}
          onChange={(v) => setValues({ ...values, state: v ?? undefined })}
          clearable
          w={140}
        />
      )}
      {withDocument && (
        <TextInput
          label={t('work.filter.document')}
          value={values.businessTitle ?? ''}
          onChange={(e) => setValues({ ...values, businessTitle: e.currentTarget.value })}
          w={200}
        />
      )}
      <Button onClick={() => onSearch(values)}>{t('work.action.search')}</Button>
    </Group>
  )
}
