/** A label in each language the product offers. */
export type Label = { zh: string; en: string; ja: string }

/** One value of a vocabulary: `key` is what records store (dictKey), `label` what people read (dictValue). */
export type DictionaryEntry = { key: string; label: Label; remark?: string }

/** A platform vocabulary (status list or business constant list), seeded into blade_dict. */
export type Dictionary = { code: string; name: Label; entries: DictionaryEntry[] }

/** Declares a vocabulary; keys must be unique within it (checked by the dictionaries test). */
export function defineDictionary(dictionary: Dictionary): Dictionary {
  return dictionary
}
