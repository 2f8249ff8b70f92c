import { defineResource, f } from '../define-resource.ts'

/**
 * OAuth clients (应用管理, platform-wide, blade_client): the secret is stored as argon2id and never
 * read back. Only the platform tenant manages them; every call is hand-written
 * (server/system/client.calls.ts) over the owner connection. The declaration gives the page and buttons.
 */
export const client = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'client',
  table: 'blade_client',
  label: { zh: '应用', en: 'Client', ja: 'クライアント' },
  fields: {
    clientId: f.text({
      label: { zh: '客户端ID', en: 'Client ID', ja: 'クライアントID' },
      required: true,
      min: 3,
      max: 48,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      title: true,
    }),
    authorizedGrantTypes: f.text({
      label: { zh: '授权类型', en: 'Grant types', ja: '許可タイプ' },
      required: true,
      max: 255,
      pattern: /^(captcha|password|refresh_token)(,(captcha|password|refresh_token))*$/,
      list: true,
    }),
    accessTokenValidity: f.integer({
      label: { zh: '令牌秒数', en: 'Access token seconds', ja: 'アクセストークン秒数' },
      min: 60,
      max: 86400,
      list: true,
    }),
    refreshTokenValidity: f.integer({
      label: { zh: '刷新令牌秒数', en: 'Refresh token seconds', ja: 'リフレッシュトークン秒数' },
      min: 60,
      max: 2592000,
      list: true,
    }),
  },
  // The secret's argon2id hash: written with the client, never read back.
  serverOnly: { clientSecret: 'text' },
  calls: [],
  handWrittenCalls: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'client_view', add: 'client_add', edit: 'client_edit', remove: 'client_delete' },
  menu: { parent: 'system', sort: 90, icon: 'apps' },
})
