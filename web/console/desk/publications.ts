import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Page } from '#sync/http/envelope.ts'
import type { Language } from '#sync/i18n/language.ts'
import { type CallOptions, getJson } from '../../api/client.ts'

/** A record of /api/publishInformation (release notes and announcements). */
export type Publication = {
  id: string
  title: string
  infoType: number | string | null
  content: string | null
  publishTime: string | null
  isTop: number | null
}

/** A desk notice of /api/blade-desk/notice. */
export type Notice = {
  id: string
  title: string
  category: number | string | null
  releaseTime: string | null
  content: string | null
}

/** The label of a platform dictionary value in a language; the raw key when it is not declared. */
export function dictionaryLabel(code: string, key: number | string | null | undefined, lang: Language): string {
  if (key === null || key === undefined || key === '') return ''
  return findDictionary(code).entries.find((e) => e.key === String(key))?.label[lang] ?? String(key)
}

/** Text a person can read: stored HTML (from a rich-text editor) is reduced to its text, never run. */
export function readableText(content: string | null | undefined): string {
  if (!content) return ''
  if (!/<[a-z][^>]*>/i.test(content)) return content
  // DOMParser builds an inert document: scripts and handlers in it do not run.
  return new DOMParser().parseFromString(content, 'text/html').body.textContent ?? ''
}

/** A page of published information, pinned first then newest (the declaration's order). */
export function fetchPublications(query: Record<string, string | number | undefined>, opts?: CallOptions) {
  return getJson<Page<Publication>>('/api/publishInformation/list', { current: 1, size: 30, ...query }, opts)
}
