import type { Label } from '#sync/i18n/language.ts'
import { addTexts } from '../i18n/i18n-core.ts'
import { SIGN_IN_TEXT } from '../ui/sign-in/sign-in.messages.ts'
import { FLOOR_TEXT } from './floor.messages.ts'

/**
 * The floor's texts, added to the i18next instance it shares with the console (one language choice,
 * one storage key) without the console's catalogue: the shell's at start, the work screens' with
 * their chunk (work-texts.ts). Each part keeps its texts beside its code and is listed once.
 */
export const FLOOR_SHELL_TEXT_PARTS: Record<string, Record<string, Label>> = {
  shell: FLOOR_TEXT,
  signIn: SIGN_IN_TEXT,
}

for (const texts of Object.values(FLOOR_SHELL_TEXT_PARTS)) addTexts(texts)
