import type { Dictionary } from '../../dictionaries/define-dictionary.ts'

/** The shipping area's vocabularies. */
export const shippingDictionaries: readonly Dictionary[] = []
