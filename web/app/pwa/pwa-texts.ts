import { addTexts } from '../../i18n/i18n-core.ts'
import { PWA_TEXT } from './pwa.messages.ts'

// The prompts bring their own texts, so they read the same in the console and in the floor app.
addTexts(PWA_TEXT)
