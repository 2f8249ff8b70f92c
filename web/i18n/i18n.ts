import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { ACCEPT_LANGUAGE, LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { UI_TEXT } from './messages.ts'

const STORAGE_KEY = 'erp-language'

function resourcesFor(lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(UI_TEXT).map(([key, label]) => [key, label[lang]]))
}

/** The language chosen last time on this device, else Chinese. */
export function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY)
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'zh'
}

// The page title is the pages' own business (useDocumentTitle); only <html lang> follows here.
function applyToDocument(lang: Language): void {
  document.documentElement.lang = ACCEPT_LANGUAGE[lang]
}

/** i18next with every UI text in zh, en and ja; keys contain dots, so the key separator is off. */
export const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'zh',
  keySeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: resourcesFor(l) }])),
})
applyToDocument(storedLanguage())

/** Switches the language at once, remembers it, and updates <html lang>. */
export async function changeLanguage(lang: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang)
  await i18n.changeLanguage(lang)
  applyToDocument(lang)
}

/** The current language. */
export function currentLanguage(): Language {
  const lang = i18n.language as Language
  return (LANGUAGES as readonly string[]).includes(lang) ? lang : 'zh'
}
