import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { changeLanguage } from '../../i18n/i18n-core.ts'

const NAMES: Record<Language, string> = { zh: '中文', en: 'English', ja: '日本語' }

/**
 * The floor's language switch: changes every text at once and never reloads, so the task in progress
 * (kept in the store and the address) stays as it is. Texts the server wrote keep their language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const value = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'zh'
  return (
    <SegmentedControl
      aria-label={t('floor.menu.language')}
      fullWidth
      size="lg"
      // Each language is a touch target of at least 48 px, for gloved fingers.
      styles={{ label: { minHeight: 48, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      value={value}
      onChange={(lang) => void changeLanguage(lang as Language)}
      data={LANGUAGES.map((lang) => ({ value: lang, label: NAMES[lang] }))}
    />
  )
}
