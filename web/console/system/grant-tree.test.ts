import { describe, expect, it } from 'vitest'
import {
  filterTree,
  grantedLeaves,
  leafValues,
  mergeVisibleChecks,
  sharedRoles,
  splitIdList,
  toTreeData,
  withAncestors,
} from './grant-tree.ts'

// desk > notice > (view, add); system > user > (edit); system > role (a page without buttons)
const SERVER_TREE = [
  {
    id: '1',
    title: '工作台',
    hasChildren: true,
    children: [
      {
        id: '11',
        title: '通知公告',
        children: [
          { id: '111', title: '查看', children: [] },
          { id: '112', title: '新增', children: [] },
        ],
      },
    ],
  },
  {
    id: '2',
    title: '系统管理',
    children: [
      { id: '21', title: '用户管理', children: [{ id: '211', title: '修改', children: [] }] },
      { id: '22', title: '角色管理', hasChildren: true, children: [] },
    ],
  },
]
const tree = toTreeData(SERVER_TREE)

describe('grant trees', () => {
  it('keeps children only where there are some, so empty folders are not loaded lazily', () => {
    expect(tree[1]?.children?.[1]).toEqual({ value: '22', label: '角色管理' })
    expect(leafValues(tree)).toEqual(['111', '112', '211', '22'])
  })

  it('ticks only the leaves a role holds, never the folders the server keeps with them', () => {
    // role-tree-keys answers folders too; ticking folder 1 would tick every page under it.
    expect(grantedLeaves(tree, ['1', '11', '111', '2', '22', '999'])).toEqual(['111', '22'])
  })

  it('saves the ticked leaves with every folder above them, checked or half-checked', () => {
    expect(withAncestors(tree, ['111'])).toEqual(['1', '11', '111'])
    expect(withAncestors(tree, ['112', '111', '22'])).toEqual(['1', '11', '111', '112', '2', '22'])
    expect(withAncestors(tree, ['211'])).toEqual(['2', '21', '211'])
    expect(withAncestors(tree, [])).toEqual([])
    expect(withAncestors(tree, ['unknown'])).toEqual([])
  })

  it('filters by label, keeping ancestors and the whole of a matching folder', () => {
    expect(filterTree(tree, '')).toBe(tree)
    const byLeaf = filterTree(tree, '修改')
    expect(byLeaf.map((n) => n.value)).toEqual(['2'])
    expect(leafValues(byLeaf)).toEqual(['211'])
    expect(leafValues(filterTree(tree, ' 通知 '))).toEqual(['111', '112'])
    expect(filterTree(tree, 'nothing here')).toEqual([])
  })

  it('keeps the ticks of leaves a search hides when the shown part changes', () => {
    const visible = new Set(['211'])
    // The filtered tree reports only its own leaf: 211 unticked, 111 and 22 must survive.
    expect(mergeVisibleChecks(['111', '211', '22'], [], visible)).toEqual(['111', '22'])
    expect(mergeVisibleChecks(['111'], ['211'], visible)).toEqual(['111', '211'])
    // A report naming a hidden leaf cannot tick it.
    expect(mergeVisibleChecks([], ['112'], visible)).toEqual([])
  })

  it('starts the role dialog from the roles all chosen users hold', () => {
    expect(splitIdList(' 5, 6,,5 ')).toEqual(['5', '6'])
    expect(splitIdList(null)).toEqual([])
    expect(sharedRoles([{ roleId: '5,6,7' }])).toEqual(['5', '6', '7'])
    expect(sharedRoles([{ roleId: '5,6,7' }, { roleId: '7,5' }])).toEqual(['5', '7'])
    expect(sharedRoles([{ roleId: '5' }, { roleId: '' }])).toEqual([])
    expect(sharedRoles([])).toEqual([])
  })
})
