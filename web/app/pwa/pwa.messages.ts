import type { Label } from '#sync/i18n/language.ts'

/** Texts of the installed app's prompts (update, install), shared by the console and the floor. */
export const PWA_TEXT = {
  'pwa.update.available': {
    zh: '有新版本可用',
    en: 'An update is available',
    ja: '新しいバージョンがあります',
  },
  'pwa.update.reload': { zh: '重新加载以更新', en: 'Reload to update', ja: '再読み込みして更新' },
  'pwa.update.blocked': {
    zh: '完成当前任务并同步后即可更新',
    en: 'Finish the task and sync first, then update',
    ja: '作業を終えて同期してから更新できます',
  },
  'pwa.update.later': { zh: '稍后', en: 'Later', ja: '後で' },
  'pwa.install': { zh: '安装应用', en: 'Install the app', ja: 'アプリをインストール' },
} as const satisfies Record<string, Label>

export type PwaTextKey = keyof typeof PWA_TEXT
