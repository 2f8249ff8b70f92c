import type { Dictionary } from './define-dictionary.ts'
import { platformDictionaries } from './index.ts'

let byCode = new Map<string, Dictionary>()
let builtFrom: readonly Dictionary[] | undefined

/** The platform vocabulary with this code; an unknown code is a declaration error. */
export function findDictionary(code: string): Dictionary {
  const all = platformDictionaries()
  if (builtFrom !== all) {
    byCode = new Map(all.map((d) => [d.code, d]))
    builtFrom = all
  }
  const found = byCode.get(code)
  if (!found)
    throw new Error(
      `no dictionary "${code}" is declared (sync/src/dictionaries or an area's; is sync/src/areas.ts loaded?)`,
    )
  return found
}

/** The keys records may store for this vocabulary. */
export function dictionaryKeys(code: string): string[] {
  return findDictionary(code).entries.map((e) => e.key)
}
