/** The languages the product speaks; zh is the default. */
export const LANGUAGES = ['zh', 'en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]

/** Text in each language. */
export type Label = { zh: string; en: string; ja: string }

/** The `Accept-Language` value the client sends for each language. */
export const ACCEPT_LANGUAGE: Record<Language, string> = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' }

/** Picks the language from an `Accept-Language` header: zh-CN, en-US, ja-JP (or a list); zh otherwise. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return 'zh'
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase()
    if (tag === 'zh' || tag === 'en' || tag === 'ja') return tag
  }
  return 'zh'
}
