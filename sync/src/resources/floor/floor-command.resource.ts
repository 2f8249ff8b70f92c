import { defineResource, f } from '../define-resource.ts'

/** Who reads the floor commands page (read only: commands are written by the sync alone). */
export const FLOOR_COMMAND_PERMISSIONS = {
  view: 'floorcommand_view',
  add: 'floorcommand_add',
  edit: 'floorcommand_edit',
  remove: 'floorcommand_delete',
}

/** Outcomes of floor commands (dictionary floor_command_status). */
export const FLOOR_COMMAND_STATUS = { applied: 1, rejected: 2 } as const

/**
 * Floor command (现场指令, issue 11): one command a device sent, kept once per device and sequence
 * number with a hash of what was sent and its outcome, so a repeat gets the same answer and a
 * different body under a used number is refused. A rejected one keeps its reason and what to do.
 * Its result (the command's answer) is kept beside it as JSON, server-only: a repeat answers it
 * again and a closed pick list finds who finished it by it, but the commands page does not show it.
 */
export const floorCommand = defineResource({
  area: 'floor',
  module: 'floor',
  name: 'floorcommand',
  table: 'floor_command',
  label: { zh: '现场指令', en: 'Floor commands', ja: '現場コマンド' },
  fields: {
    deviceId: f.text({
      label: { zh: '设备标识', en: 'Device id', ja: '端末ID' },
      required: true,
      max: 36,
      list: true,
      search: true,
      example: '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0001',
    }),
    /** The device's sequence number of the command (bigint). */
    seq: f.id({ label: { zh: '序号', en: 'No.', ja: '番号' }, required: true, list: true }),
    name: f.dict('floor_command_name', {
      label: { zh: '指令', en: 'Command', ja: 'コマンド' },
      required: true,
      list: true,
      search: true,
    }),
    opId: f.text({ label: { zh: '操作标识', en: 'Operation id', ja: '操作ID' }, max: 36 }),
    requestHash: f.text({ label: { zh: '请求摘要', en: 'Request hash', ja: 'リクエストハッシュ' }, max: 64 }),
    status: f.dict('floor_command_status', {
      label: { zh: '结果', en: 'Outcome', ja: '結果' },
      default: FLOOR_COMMAND_STATUS.applied,
      list: true,
      search: true,
    }),
    reason: f.text({ label: { zh: '拒绝原因', en: 'Reason', ja: '却下理由' }, max: 500, list: true }),
    hint: f.text({ label: { zh: '处理建议', en: 'What to do', ja: '対処' }, max: 500, list: true }),
    deviceTime: f.datetime({ label: { zh: '操作时间', en: 'Done at', ja: '操作日時' }, list: true, sort: true }),
    userId: f.link('blade-user/user', {
      label: { zh: '用户', en: 'User', ja: 'ユーザー' },
      list: true,
      search: true,
      example: '1000000000000001301',
    }),
  },
  calls: ['page', 'detail'],
  permissions: FLOOR_COMMAND_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 210 },
  serverOnly: { result: 'jsonb' },
})
