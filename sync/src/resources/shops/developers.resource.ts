import { defineResource, f } from '../define-resource.ts'

/** Developer app credentials per platform (LWA client, eBay app, Shopify app) used to authorise shops. */
export const developers = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'developers',
  table: 'erp_developer',
  label: { zh: '开发者应用', en: 'Developer app', ja: '開発者アプリ' },
  fields: {
    platformId: f.link('erp/baseplatform', {
      label: { zh: '平台', en: 'Platform', ja: 'プラットフォーム' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004004',
    }),
    appName: f.text({
      label: { zh: '应用名称', en: 'App name', ja: 'アプリ名' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      example: 'Walmart integration',
    }),
    appId: f.text({
      label: { zh: '应用ID', en: 'Client id', ja: 'クライアントID' },
      required: true,
      max: 200,
      pattern: /^[A-Za-z0-9._|:-]+$/,
      unique: true,
      list: true,
      search: true,
      example: 'walmart-demo-client-0001',
    }),
    appSecret: f.text({
      label: { zh: '应用密钥', en: 'Client secret', ja: 'クライアントシークレット' },
      max: 500,
      secret: true,
      example: 'demo-secret-0001',
    }),
    authorizeUrl: f.text({
      label: { zh: '授权页地址', en: 'Consent page URL', ja: '認可ページURL' },
      max: 500,
      pattern: /^https:\/\/\S+$/,
      example: 'https://login.account.wal-mart.com/authorize',
    }),
    redirectUri: f.text({
      label: { zh: '回调地址', en: 'Redirect URI', ja: 'リダイレクトURI' },
      max: 500,
      pattern: /^https?:\/\/\S+$/,
      example: 'https://erp.example.com/erp/oauth/walmart/request_login',
    }),
    scope: f.text({
      label: { zh: '授权范围', en: 'Scope', ja: 'スコープ' },
      max: 1000,
      example: 'orders items inventory',
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Sandbox first' }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'developers_view',
    add: 'developers_add',
    edit: 'developers_edit',
    remove: 'developers_delete',
  },
  menu: { parent: 'shops', sort: 50 },
})
