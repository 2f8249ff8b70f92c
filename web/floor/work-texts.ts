import type { Label } from '#sync/i18n/language.ts'
import { addTexts } from '../i18n/i18n-core.ts'
import { SCAN_TEXT } from './scan/scan.messages.ts'
import { SCREENS_TEXT } from './screens/screens.messages.ts'

/**
 * The texts of the work screens and the scan pipeline, loaded with the first screen opened (see
 * shell/work-screen.tsx), not with the shell: the floor's first load stays small.
 */
export const FLOOR_WORK_TEXT_PARTS: Record<string, Record<string, Label>> = {
  scan: SCAN_TEXT,
  screens: SCREENS_TEXT,
}

for (const texts of Object.values(FLOOR_WORK_TEXT_PARTS)) addTexts(texts)
