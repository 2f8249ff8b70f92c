import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'
import type { FloorCommandName } from '../../floor/floor-protocol.ts'

/** What became of a floor command (floor_command.status). */
export const floorCommandStatus = defineDictionary({
  code: 'floor_command_status',
  name: { zh: '现场指令结果', en: 'Floor command outcome', ja: '現場コマンドの結果' },
  entries: [
    { key: '1', label: { zh: '已执行', en: 'Applied', ja: '適用済' } },
    { key: '2', label: { zh: '已拒绝', en: 'Rejected', ja: '却下' } },
  ],
})

const NAMES: Record<FloorCommandName, { zh: string; en: string; ja: string }> = {
  receiveLine: { zh: '收货', en: 'Receive', ja: '入荷' },
  putAway: { zh: '上架', en: 'Put away', ja: '棚入れ' },
  scanPick: { zh: '拣货扫描', en: 'Pick scan', ja: 'ピッキングスキャン' },
  shortPick: { zh: '缺货', en: 'Short pick', ja: '欠品' },
  packIntoBox: { zh: '装箱', en: 'Pack into box', ja: '箱詰め' },
  closeBox: { zh: '封箱', en: 'Close box', ja: '封函' },
  encaseTurnoverBox: { zh: 'FBA周转装箱', en: 'Pack an FBA turnover box', ja: 'FBA中継の箱詰め' },
  countPosition: { zh: '库位盘点', en: 'Count a position', ja: 'ロケーション棚卸' },
  finishTask: { zh: '完成任务', en: 'Finish a task', ja: '作業完了' },
}

/** The floor commands by name (floor_command.name), as the console shows them. */
export const floorCommandName = defineDictionary({
  code: 'floor_command_name',
  name: { zh: '现场指令', en: 'Floor command', ja: '現場コマンド' },
  entries: Object.entries(NAMES).map(([key, label]) => ({ key, label })),
})

export const floorDictionaries: readonly Dictionary[] = [floorCommandStatus, floorCommandName]
