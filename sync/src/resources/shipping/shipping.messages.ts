import type { Label } from '../../i18n/language.ts'

/** Messages of the shipping area (keys prefixed `shipping.`), in each language. */
export const shippingMessages = {
  'shipping.documentNoTicketCode': {
    zh: '货柜 {code} 还没有票号，无法按票号生成合同',
    en: 'Ship {code} has no ticket code yet; no contract by ticket code can be made of it',
    ja: 'コンテナ {code} には票番号がないため、票番号別の契約書を作成できません',
  },
  'shipping.documentFactoryUnknown': {
    zh: '供应商编码 {code} 不存在',
    en: 'There is no supplier with the code {code}',
    ja: 'サプライヤーコード {code} は存在しません',
  },
  'shipping.documentWithoutGoods': {
    zh: '货柜 {code} 上没有（该供应商的）货物，无法生成单证',
    en: 'Ship {code} carries no goods (of this supplier); no document can be made of it',
    ja: 'コンテナ {code} には（このサプライヤーの）貨物がないため、書類を作成できません',
  },
  'shipping.documentUndeclared': {
    zh: '以下产品没有申报信息（申报品名与申报单价），请先在产品的申报信息中补充：{skus}',
    en: 'These products have no customs declaration (declared names and price); add one on the product first: {skus}',
    ja: '次の商品には通関申告情報（申告品名と申告単価）がありません。先に商品に登録してください：{skus}',
  },
  'shipping.documentCurrencies': {
    zh: '货物的申报币种不一致（{currencies}），一份单证只能使用一种币种',
    en: 'The goods are declared in several currencies ({currencies}); a document takes one',
    ja: '貨物の申告通貨が複数あります（{currencies}）。書類の通貨は一つです',
  },
} as const satisfies Record<string, Label>
