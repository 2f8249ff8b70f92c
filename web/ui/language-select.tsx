import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts'

const OPTIONS = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
  { value: 'ja', label: '日本語' },
]

/** The language switch: changes the interface at once and remembers the choice. */
export function LanguageSelect({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation()
  return (
    <Select
      aria-label={t('language.label')}
      data={OPTIONS}
      value={currentLanguage()}
      onChange={(v) => v && void changeLanguage(v as Language)}
      allowDeselect={false}
      size={size}
      w={110}
      // Never squeezed by a neighbouring title: the longest label (English) must stay readable.
      style={{ flexShrink: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
