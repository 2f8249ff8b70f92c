import type { Dictionary } from '../../dictionaries/define-dictionary.ts'

/** Vocabularies of the other area beyond spec 1 §4 and §9. */
export const otherDictionaries: readonly Dictionary[] = []
