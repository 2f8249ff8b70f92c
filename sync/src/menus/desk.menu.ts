import { button, defineMenu } from './define-menu.ts'

/** The desk (工作台): the home page with the tenant's notices. */
export const deskMenu = defineMenu({
  area: 'system',
  entries: [
    {
      code: 'desk',
      name: { zh: '工作台', en: 'Desk', ja: 'ワークスペース' },
      path: '/desk',
      source: 'home',
      sort: 1,
      category: 1,
      children: [
        {
          code: 'notice',
          name: { zh: '通知公告', en: 'Notices', ja: 'お知らせ' },
          path: '/desk/notice',
          source: 'bell',
          sort: 1,
          category: 1,
          children: [
            button('notice_view', { zh: '查看', en: 'View', ja: '表示' }, 1),
            button('notice_add', { zh: '新增', en: 'Add', ja: '追加' }, 2),
            button('notice_edit', { zh: '修改', en: 'Edit', ja: '編集' }, 3),
            button('notice_delete', { zh: '删除', en: 'Delete', ja: '削除' }, 4),
          ],
        },
      ],
    },
  ],
})
