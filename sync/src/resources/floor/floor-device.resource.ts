import { defineResource, f } from '../define-resource.ts'

/** The permission floor work asks for: registering a device and pushing its commands (a button of the devices page). */
export const FLOOR_WORK = 'floor_work'

/** Who reads the floor devices page (the page offers no add, edit or remove: devices register themselves). */
export const FLOOR_DEVICE_PERMISSIONS = {
  view: 'floordevice_view',
  add: 'floordevice_add',
  edit: 'floordevice_edit',
  remove: 'floordevice_delete',
}

const count = (zh: string, en: string, ja: string) => f.integer({ label: { zh, en, ja }, min: 0, list: true })

/**
 * Floor device (现场设备, issue 11): one browser of one user running the floor app, registered by
 * the app itself (POST /api/floor/device/register). `lastSeq` is the last of its commands the
 * server applied or rejected (its commands are numbered 1, 2, 3 ... without gaps); the counts
 * follow its pushes, `pendingCount` is what it last reported still queued.
 */
export const floorDevice = defineResource({
  area: 'floor',
  module: 'floor',
  name: 'floordevice',
  table: 'floor_device',
  label: { zh: '现场设备', en: 'Floor devices', ja: '現場端末' },
  fields: {
    deviceId: f.text({
      label: { zh: '设备标识', en: 'Device id', ja: '端末ID' },
      required: true,
      max: 36,
      // One row per device of the tenant (its unique index): the first contact makes it, others find it.
      unique: true,
      list: true,
      search: true,
      example: '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0001',
    }),
    name: f.text({
      label: { zh: '设备名称', en: 'Name', ja: '端末名' },
      max: 100,
      title: true,
      list: true,
      search: true,
    }),
    userId: f.link('blade-user/user', {
      label: { zh: '用户', en: 'User', ja: 'ユーザー' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000001301',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    userAgent: f.text({ label: { zh: '浏览器', en: 'Browser', ja: 'ブラウザ' }, max: 255 }),
    /** A 64-bit sequence number (bigint, as ids are). */
    lastSeq: f.id({ label: { zh: '最后指令序号', en: 'Last command no.', ja: '最終コマンド番号' }, list: true }),
    lastSyncTime: f.datetime({
      label: { zh: '最后同步时间', en: 'Last sync', ja: '最終同期' },
      list: true,
      search: true,
      sort: true,
    }),
    pendingCount: count('待同步', 'Pending', '未同期'),
    appliedCount: count('已执行', 'Applied', '適用済'),
    rejectedCount: count('已拒绝', 'Rejected', '却下'),
  },
  calls: ['page', 'detail'],
  permissions: FLOOR_DEVICE_PERMISSIONS,
  defaultOrder: 'id DESC',
  menu: {
    parent: 'warehouses',
    sort: 200,
    buttons: [{ code: FLOOR_WORK, name: { zh: '现场作业', en: 'Floor work', ja: '現場作業' } }],
  },
})
