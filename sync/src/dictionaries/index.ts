import { constantDictionaries } from './constant.dictionaries.ts'
import type { Dictionary } from './define-dictionary.ts'
import { inventoryDictionaries } from './inventory.dictionaries.ts'
import { otherDictionaries } from './other.dictionaries.ts'
import { pricingDictionaries } from './pricing.dictionaries.ts'
import { productsDictionaries } from './products.dictionaries.ts'
import { purchasingDictionaries } from './purchasing.dictionaries.ts'
import { shopsDictionaries } from './shops.dictionaries.ts'
import { statusDictionaries } from './status.dictionaries.ts'
import { systemDictionaries } from './system.dictionaries.ts'
import { wmsDictionaries } from './wms.dictionaries.ts'

/** Spec 1 §4, §6, §9 and spec 3 §4: every platform vocabulary, status lists first, then business constants. */
export const platformDictionaries: readonly Dictionary[] = [
  ...statusDictionaries,
  ...constantDictionaries,
  ...systemDictionaries,
  ...otherDictionaries,
  ...productsDictionaries,
  ...purchasingDictionaries,
  ...shopsDictionaries,
  ...wmsDictionaries,
  ...inventoryDictionaries,
  ...pricingDictionaries,
]
