import type { Label } from '../../i18n/language.ts'

/** Messages of the other area (keys prefixed `other.`), in each language. */
export const otherMessages = {
  'other.gradeUnknown': {
    zh: '客户等级“{grade}”不在业务字典 customer_grade 中',
    en: 'Grade "{grade}" is not in the business dictionary customer_grade',
    ja: '顧客ランク「{grade}」は業務辞書 customer_grade にありません',
  },
  'other.uploadTooLarge': {
    zh: '上传文件不能超过 {limit}',
    en: 'An upload must not exceed {limit}',
    ja: 'アップロードできるファイルは {limit} までです',
  },
  'other.uploadOneFile': {
    zh: '超出最大上传数量：一次只能上传 1 个文件',
    en: 'Exceeds the maximum upload count: one file at a time',
    ja: 'アップロード数の上限を超えています：一度に 1 ファイルまでです',
  },
} as const satisfies Record<string, Label>
