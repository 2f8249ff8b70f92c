import type { Dictionary } from '../../dictionaries/define-dictionary.ts'

/** The fba area's vocabularies. */
export const fbaDictionaries: readonly Dictionary[] = []
