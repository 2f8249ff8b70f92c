import { addTexts, changeLanguage, currentLanguage, i18n, storedLanguage } from './i18n-core.ts'
import { UI_TEXT } from './messages.ts'

// The console's texts; the instance, the stored language and the switch live in i18n-core.ts, which
// the floor app loads without this catalogue.
addTexts(UI_TEXT)

export { changeLanguage, currentLanguage, i18n, storedLanguage }
