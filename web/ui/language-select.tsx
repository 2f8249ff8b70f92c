import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { hasSession } from '../api/session.ts'
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts'

const OPTIONS = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
  { value: 'ja', label: '日本語' },
]

/**
 * The language switch: remembers the choice and changes the interface at once. Signed in, the page
 * then reloads so menus, dictionaries and titles the server wrote come back in the new language.
 */
export function LanguageSelect({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation()
  async function choose(lang: Language) {
    await changeLanguage(lang)
    if (hasSession()) window.location.reload()
  }
  return (
    <Select
      aria-label={t('language.label')}
      data={OPTIONS}
      value={currentLanguage()}
      onChange={(v) => v && void choose(v as Language)}
      allowDeselect={false}
      size={size}
      w={110}
      // Never squeezed by a neighbouring title: the longest label (English) must stay readable.
      style={{ flexShrink: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
