import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../../api/menus.ts'
import { tabNames } from './tabs-bar.tsx'

const node = (id: string, name: string, path: string | null, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: '0',
  code: id,
  name,
  alias: '',
  path,
  source: null,
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
  children,
  hasChildren: children.length > 0,
})
const MENUS = [
  node('1', '仓库管理', null, [node('2', '仓库', '/wms/wbasestore'), node('3', '仓库', '/wms/other')]),
  node('4', '店铺管理', null, [node('5', '仓库', '/shops/basestore'), node('6', '店铺', '/shops/baseshop')]),
]
const tab = (to: string) => ({ key: to, to })

describe('tab names', () => {
  it('name a tab by its page, telling apart pages of the same name by their folder, then by number', () => {
    const names = tabNames(
      ['/shops/baseshop', '/wms/wbasestore', '/shops/basestore', '/wms/other'].map(tab),
      MENUS,
      (k) => k,
    )
    expect([...names.values()]).toEqual(['店铺', '仓库 · 仓库管理 (1)', '仓库 · 店铺管理', '仓库 · 仓库管理 (2)'])
    expect([...tabNames([tab('/wms/wbasestore')], MENUS, (k) => k).values()]).toEqual(['仓库'])
  })
})
