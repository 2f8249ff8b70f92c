import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** How a freight rate charges (erp/basefreight); the spec names the entity only. */
export const freightChargeMode = defineDictionary({
  code: 'freight_charge_mode',
  name: { zh: '计费方式', en: 'Charge basis', ja: '課金方法' },
  entries: [
    { key: '1', label: { zh: '按实重', en: 'By actual weight', ja: '実重量' } },
    {
      key: '2',
      label: { zh: '按计费重', en: 'By chargeable weight', ja: '課金重量' },
      remark: 'The greater of actual and volumetric weight (volume / divisor)',
    },
    { key: '3', label: { zh: '按体积', en: 'By volume', ja: '容積' } },
    { key: '4', label: { zh: '按件', en: 'Per piece', ja: '個数' } },
  ],
})

/** Vocabularies of the pricing area beyond spec 1 §4 and §9. */
export const pricingDictionaries: readonly Dictionary[] = [freightChargeMode]
