import type { Label } from '#sync/i18n/language.ts'

/** Texts of the API client: time-outs, network errors, upload and download failures. */
export const API_TEXT = {
  'api.timeout': {
    zh: '接口请求超时,请刷新重试',
    en: 'API call timed out, please retry',
    ja: 'API 呼び出しがタイムアウトしました。再読み込みしてやり直してください',
  },
  'api.downloadTimeout': {
    zh: '下载超时,请重试',
    en: 'Download timeout, please retry',
    ja: 'ダウンロードがタイムアウトしました。やり直してください',
  },
  'api.networkError': {
    zh: '网络异常,请检查网络后重试',
    en: 'Network error, please check the connection and retry',
    ja: 'ネットワークエラーです。接続を確認してやり直してください',
  },
  'api.uploadFailed': { zh: '上传失败！', en: 'Upload failed!', ja: 'アップロードに失敗しました！' },
  'api.submitFailed': { zh: '提交失败', en: 'Submission failed', ja: '送信に失敗しました' },
  'api.unknownError': { zh: '未知错误', en: 'Unknown error', ja: '不明なエラー' },
} as const satisfies Record<string, Label>

/** The key of one of the API client's texts. */
export type ApiTextKey = keyof typeof API_TEXT
