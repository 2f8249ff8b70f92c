import type { Label } from '../../i18n/language.ts'

/** Messages of the shops area (keys prefixed `shops.`), in each language. */
export const shopsMessages = {
  'shops.marketplaceOtherPlatform': {
    zh: '站点“{marketplace}”不属于平台“{platform}”',
    en: 'Marketplace "{marketplace}" does not belong to platform "{platform}"',
    ja: 'マーケットプレイス「{marketplace}」はプラットフォーム「{platform}」のものではありません',
  },
  'shops.shopTypeMismatch': {
    zh: '平台类型必须与平台“{platform}”一致',
    en: 'The platform type must be that of platform "{platform}"',
    ja: 'プラットフォーム種別はプラットフォーム「{platform}」と一致する必要があります',
  },
  'shops.userMissing': {
    zh: '用户 {userId} 不存在或已删除',
    en: 'User {userId} does not exist or was removed',
    ja: 'ユーザー {userId} は存在しないか削除されています',
  },
  'shops.shopDisabled': {
    zh: '店铺“{shop}”已禁用',
    en: 'Shop "{shop}" is disabled',
    ja: 'ショップ「{shop}」は無効です',
  },
  'shops.shopNotOfPlatform': {
    zh: '店铺“{shop}”不是{platform}店铺',
    en: 'Shop "{shop}" is not a {platform} shop',
    ja: 'ショップ「{shop}」は{platform}のショップではありません',
  },
  'shops.noDeveloperApp': {
    zh: '平台“{platform}”没有启用的开发者应用，请先在开发者应用中添加',
    en: 'Platform "{platform}" has no enabled developer app; add one under Developer apps first',
    ja: 'プラットフォーム「{platform}」に有効な開発者アプリがありません。先に開発者アプリを登録してください',
  },
  'shops.developerIncomplete': {
    zh: '开发者应用“{app}”缺少授权页地址或回调地址',
    en: 'Developer app "{app}" lacks its consent page URL or redirect URI',
    ja: '開発者アプリ「{app}」に認可ページURLまたはリダイレクトURIがありません',
  },
  'shops.shopDomainRequired': {
    zh: '请填写 Shopify 店铺域名（xxx.myshopify.com 中的 xxx）',
    en: 'Enter the Shopify shop domain (the xxx of xxx.myshopify.com)',
    ja: 'Shopify のショップドメイン（xxx.myshopify.com の xxx）を入力してください',
  },
  'shops.authUrlReady': {
    zh: '授权链接已生成，请在 {minutes} 分钟内完成授权',
    en: 'Authorisation link ready; complete it within {minutes} minutes',
    ja: '認可リンクを作成しました。{minutes} 分以内に認可を完了してください',
  },
  'shops.authSucceeded': {
    zh: '店铺授权成功，授权有效期为一年，到期后请重新授权',
    en: 'Shop authorised; the authorisation is valid for one year, then authorise again',
    ja: 'ショップの認可に成功しました。認可の有効期間は1年です。期限後は再度認可してください',
  },
  'shops.authFailed': {
    zh: '店铺授权失败，请修改后重新授权或联系客服',
    en: 'Shop authorisation failed; correct it and authorise again, or contact support',
    ja: 'ショップの認可に失敗しました。修正して再度認可するか、サポートにお問い合わせください',
  },
  'shops.taskQueued': {
    zh: '已提交，等待对接服务处理',
    en: 'Queued for the connector',
    ja: '連携処理の待ち行列に登録しました',
  },
  'shops.taskAlreadyQueued': {
    zh: '已有相同的任务在等待处理',
    en: 'The same request is already waiting to be processed',
    ja: '同じ依頼が既に処理待ちです',
  },
  'shops.ruleStoreRequired': {
    zh: '分仓方式为“指定仓库”时必须选择仓库',
    en: 'A fixed-warehouse rule needs a warehouse',
    ja: '「指定倉庫」のルールには倉庫が必要です',
  },
  'shops.ruleConditionsEmpty': {
    zh: '至少需要一个条件',
    en: 'At least one condition is needed',
    ja: '条件が少なくとも1つ必要です',
  },
  'shops.ruleItemInvalid': {
    zh: '第 {index} 项无效：{problem}',
    en: 'Item {index} is invalid: {problem}',
    ja: '{index} 番目の項目が無効です：{problem}',
  },
  'shops.priorityRulesUnknown': {
    zh: '以下规则不存在或已删除：{ids}',
    en: 'These rules do not exist or were removed: {ids}',
    ja: '次のルールは存在しないか削除されています：{ids}',
  },
  'shops.postalCodesEmpty': {
    zh: '请至少填写一个邮编',
    en: 'Enter at least one postal code',
    ja: '郵便番号を少なくとも1つ入力してください',
  },
  'shops.areaOtherStore': {
    zh: '库区不属于该仓库',
    en: 'The area belongs to another warehouse',
    ja: 'このエリアは別の倉庫のものです',
  },
  'shops.importColumnsMissing': {
    zh: '文件缺少列：{columns}',
    en: 'The file lacks the columns: {columns}',
    ja: 'ファイルに次の列がありません：{columns}',
  },
  'shops.importEmpty': {
    zh: '文件中没有数据行',
    en: 'The file has no data rows',
    ja: 'ファイルにデータ行がありません',
  },
  'shops.importTooMany': {
    zh: '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once',
    ja: '一度にインポートできるのは {max} 行までです',
  },
  'shops.importRowsInvalid': {
    zh: '导入失败，请修正后重试：{details}',
    en: 'Nothing was imported; correct these rows and retry: {details}',
    ja: 'インポートしませんでした。次の行を修正して再試行してください：{details}',
  },
  'shops.importUnknownShop': {
    zh: '第 {row} 行：店铺编码“{code}”不存在',
    en: 'row {row}: no shop with code "{code}"',
    ja: '{row} 行目：ショップコード「{code}」は存在しません',
  },
  'shops.importBadQuantity': {
    zh: '第 {row} 行：数量必须是 0 到 10000000 的整数',
    en: 'row {row}: the quantity must be a whole number from 0 to 10000000',
    ja: '{row} 行目：数量は 0〜10000000 の整数である必要があります',
  },
  'shops.importBadSku': {
    zh: '第 {row} 行：平台SKU不能为空且不超过100个字符',
    en: 'row {row}: the seller SKU is required and at most 100 characters',
    ja: '{row} 行目：セラーSKUは必須で100文字以内です',
  },
  'shops.importDuplicate': {
    zh: '第 {row} 行：与第 {first} 行重复',
    en: 'row {row}: repeats row {first}',
    ja: '{row} 行目：{first} 行目と重複しています',
  },
} as const satisfies Record<string, Label>
