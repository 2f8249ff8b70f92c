import { button, type MenuDecl } from './define-menu.ts'

/** The approval work pages (spec 1 §2.3: initiate, claim, to-do, sent, done; tracking) beside the models and deployments. */
export const workflowPages: MenuDecl[] = [
  {
    code: 'work_start',
    name: { zh: '发起事务', en: 'Start', ja: '申請開始' },
    path: '/work/start',
    source: 'send',
    sort: 10,
    category: 1,
  },
  {
    code: 'work_claim',
    name: { zh: '待签事务', en: 'To claim', ja: '受領待ち' },
    path: '/work/claim',
    source: 'hand-grab',
    sort: 11,
    category: 1,
  },
  {
    code: 'work_todo',
    name: { zh: '待办事务', en: 'To do', ja: 'ToDo' },
    path: '/work/todo',
    source: 'checklist',
    sort: 12,
    category: 1,
  },
  {
    code: 'work_send',
    name: { zh: '已发事务', en: 'Sent', ja: '申請済み' },
    path: '/work/send',
    source: 'mail-forward',
    sort: 13,
    category: 1,
  },
  {
    code: 'work_done',
    name: { zh: '办结事务', en: 'Done', ja: '処理済み' },
    path: '/work/done',
    source: 'circle-check',
    sort: 14,
    category: 1,
  },
  {
    code: 'flow_follow',
    name: { zh: '流程跟踪', en: 'Tracking', ja: 'プロセス追跡' },
    path: '/flow/follow',
    source: 'route',
    sort: 20,
    category: 1,
    children: [
      button('flow_follow_view', { zh: '查看', en: 'View', ja: '表示' }, 1),
      button('flow_follow_delete', { zh: '删除', en: 'Delete', ja: '削除' }, 2),
    ],
  },
]
