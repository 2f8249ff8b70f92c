import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { ACCEPT_LANGUAGE, LANGUAGES, type Label, type Language } from '#sync/i18n/language.ts'

const STORAGE_KEY = 'erp-language'

/** The language chosen last time on this device (console or floor), else Chinese. */
export function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY)
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'zh'
}

// The page title is the pages' own business (useDocumentTitle); only <html lang> follows here.
function applyToDocument(lang: Language): void {
  document.documentElement.lang = ACCEPT_LANGUAGE[lang]
}

/**
 * The one i18next instance, without texts: each app adds its own (the console its catalogue in
 * i18n.ts, the floor its parts), so the floor never loads the console's texts. Keys contain dots, so
 * the key separator is off.
 */
export const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'zh',
  keySeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: {} }])),
})
applyToDocument(storedLanguage())

/** Adds texts in every language (a key already there keeps its text). */
export function addTexts(texts: Record<string, Label>): void {
  for (const lang of LANGUAGES) {
    const bundle = Object.fromEntries(Object.entries(texts).map(([key, label]) => [key, label[lang]]))
    i18n.addResourceBundle(lang, 'translation', bundle, true, false)
  }
}

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
