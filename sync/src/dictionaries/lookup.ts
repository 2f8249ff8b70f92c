import type { Dictionary } from './define-dictionary.ts'
import { platformDictionaries } from './index.ts'

const byCode = new Map<string, Dictionary>(platformDictionaries.map((d) => [d.code, d]))

/** The platform vocabulary with this code; an unknown code is a declaration error. */
export function findDictionary(code: string): Dictionary {
  const found = byCode.get(code)
  if (!found) throw new Error(`no dictionary "${code}" is declared in sync/src/dictionaries`)
  return found
}

/** The keys records may store for this vocabulary. */
export function dictionaryKeys(code: string): string[] {
  return findDictionary(code).entries.map((e) => e.key)
}
