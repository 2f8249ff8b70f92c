import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { AnswerOf } from '#sync/http/contract.ts'
import type { Language } from '#sync/i18n/language.ts'
import { pageContract } from '#sync/resources/resource-contracts.ts'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { publishInformation } from '#sync/resources/system/publish-information.resource.ts'
import { type CallOptions, callApi } from '../../api/client.ts'

/** A record of /api/publishInformation (release notes and announcements). */
/** Published information as its list answers it (each has a title). */
export const publicationList = pageContract(publishInformation, z.object({ title: z.string() }), 'list')
export type Publication = AnswerOf<typeof publicationList>['records'][number]

/** The desk's notices as their list answers them (each has a title). */
export const noticeList = pageContract(notice, z.object({ title: z.string() }), 'list')
export type Notice = AnswerOf<typeof noticeList>['records'][number]

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
  return callApi(publicationList, { query: { current: 1, size: 30, ...query } }, opts)
}
