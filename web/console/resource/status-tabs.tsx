import { Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

/** Tabs of a list by one status vocabulary, 全部 first; the chosen key, or '' for all. */
export function StatusTabs({
  dictionary,
  value,
  onChange,
  label,
}: {
  dictionary: string
  value: string
  onChange: (key: string) => void
  label: string
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Tabs value={value || 'all'} onChange={(key) => onChange(key === 'all' || !key ? '' : key)}>
      <Tabs.List aria-label={label}>
        <Tabs.Tab value="all">{t('resource.allStatuses')}</Tabs.Tab>
        {findDictionary(dictionary).entries.map((entry) => (
          <Tabs.Tab key={entry.key} value={entry.key}>
            {entry.label[lang]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
