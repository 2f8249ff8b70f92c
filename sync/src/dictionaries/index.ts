import { registeredAreas } from '../area-registry.ts'
import { constantDictionaries } from './constant.dictionaries.ts'
import type { Dictionary } from './define-dictionary.ts'
import { statusDictionaries } from './status.dictionaries.ts'

/**
 * Spec 1 §4, §6, §9 and spec 3 §4: every platform vocabulary, status lists first, then business
 * constants, then each area's own (registered by sync/src/areas.ts).
 */
export function platformDictionaries(): readonly Dictionary[] {
  const areas = registeredAreas()
  if (builtFor !== areas) {
    all = [...statusDictionaries, ...constantDictionaries, ...areas.flatMap((a) => a.dictionaries)]
    builtFor = areas
  }
  return all
}

let all: readonly Dictionary[] = []
let builtFor: readonly unknown[] | undefined
