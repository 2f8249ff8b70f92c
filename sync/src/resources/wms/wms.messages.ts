import type { Label } from '../../i18n/language.ts'

/** Messages of the wms area (keys prefixed `wms.`), in each language. */
export const wmsMessages = {
  'wms.areaNotInStore': {
    zh: '库区“{area}”不属于所选仓库',
    en: 'The zone "{area}" does not belong to the chosen warehouse',
    ja: 'エリア「{area}」は選択した倉庫に属していません',
  },
  'wms.storeObsolete': {
    zh: '仓库“{store}”已废弃，不能再添加库区或库位',
    en: 'The warehouse "{store}" is obsolete; zones and positions cannot be added to it',
    ja: '倉庫「{store}」は廃止済みのため、エリアやロケーションを追加できません',
  },
  'wms.areaObsolete': {
    zh: '库区“{area}”已废弃，不能再添加库位',
    en: 'The zone "{area}" is obsolete; positions cannot be added to it',
    ja: 'エリア「{area}」は廃止済みのため、ロケーションを追加できません',
  },
  'wms.areaHasPositions': {
    zh: '库区下还有 {count} 个库位，不能移到其他仓库',
    en: 'The zone still holds {count} position(s) and cannot move to another warehouse',
    ja: 'エリアにロケーションが {count} 件あるため、他の倉庫へ移動できません',
  },
  'wms.thirdPartyCodeRequired': {
    zh: '对接三方系统的仓库必须填写第三方仓库编码',
    en: 'A warehouse run through a third-party system needs its third-party code',
    ja: '外部システム連携の倉庫には外部倉庫コードが必要です',
  },
  'wms.platformRepeated': {
    zh: '平台 {platform} 在列表中重复出现',
    en: 'The marketplace {platform} appears more than once in the list',
    ja: 'マーケット {platform} がリストに重複しています',
  },
  'wms.otherTenant': {
    zh: '只能查询本租户的物流方式',
    en: 'Only the transport modes of your own tenant can be listed',
    ja: '自テナントの配送方法のみ参照できます',
  },
} as const satisfies Record<string, Label>
