import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Kind of logistics provider (erp/logisticsproviders); the spec names the entity only. */
export const logisticsProviderType = defineDictionary({
  code: 'logistics_provider_type',
  name: { zh: '物流商类型', en: 'Logistics provider type', ja: '物流業者の種類' },
  entries: [
    { key: '1', label: { zh: '快递公司', en: 'Parcel carrier', ja: '宅配業者' } },
    { key: '2', label: { zh: '货代', en: 'Freight forwarder', ja: 'フォワーダー' } },
    { key: '3', label: { zh: '船公司', en: 'Shipping line', ja: '船会社' } },
    { key: '4', label: { zh: '卡车公司', en: 'Trucking company', ja: 'トラック会社' } },
    { key: '5', label: { zh: '尾程派送', en: 'Last-mile delivery', ja: 'ラストマイル配送' } },
  ],
})

/** Vocabularies of the inventory area beyond spec 1 §4 and §9. */
export const inventoryDictionaries: readonly Dictionary[] = [logisticsProviderType]
