/** The BladeX answer every /api call except token and captcha wraps its data in. */
export type Envelope<T> = { code: number; success: boolean; data: T; msg: string }

/**
 * A paged list's data. `totalExact: false` says `total` is an estimate: lists count exactly up to
 * 10,000 matching rows and estimate beyond (the console shows "about 10,000+"); absent means exact.
 */
export type Page<T> = {
  records: T[]
  total: number
  totalExact?: boolean
  size: number
  current: number
  pages: number
  /**
   * Values of a batch filter (`sku_in=A,B,C`, `_likeany`) that find no record under the other
   * filters, by filter key, so a person learns which pasted values matched nothing.
   */
  unmatched?: Record<string, string[]>
}

/** The columns every business record carries (spec: BladeX base entity). */
export type BaseRecord = {
  id: string
  tenantId: string
  createUser: string | null
  createDept: string | null
  createTime: string
  updateUser: string | null
  updateTime: string
  status: number
  isDeleted: number
  version: number
}

/**
 * Filter suffixes of paged lists; a key without one is a contains-match. `_in` (equal to any) and
 * `_likeany` (contains any) take up to BATCH_FILTER_MAX comma-separated values: the batch search.
 */
export const FILTER_SUFFIXES = [
  '_likeany',
  '_in',
  '_equal',
  '_notequal',
  '_like',
  '_ge',
  '_le',
  '_gt',
  '_lt',
  '_datege',
  '_datele',
  '_null',
  '_notnull',
] as const
export type FilterSuffix = (typeof FILTER_SUFFIXES)[number]

/** Values one batch filter takes (spec 1 §9: batch input 100 lines). */
export const BATCH_FILTER_MAX = 100

/** Page sizes the screens offer; the server accepts 1 to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [30, 50, 100, 200] as const
export const MAX_PAGE_SIZE = 1000
export const DEFAULT_PAGE_SIZE = 10
