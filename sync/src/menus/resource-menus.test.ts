import { describe, expect, it } from 'vitest'
import { resources } from '../resources/index.ts'
import { menus } from './index.ts'
import { FLOOR_APP_PATH, resourcePageCode, resourcePath } from './resource-menus.ts'

/** Every menu entry's code, through the tree. */
function codesOf(entries: readonly { code: string; children?: readonly unknown[] }[]): string[] {
  return entries.flatMap((e) => [e.code, ...codesOf((e.children ?? []) as typeof entries)])
}

describe('resource menus', () => {
  it('give every page its own code, so no page hides another (three documents once shared one)', () => {
    const pages = resources.filter((r) => r.menu).map((r) => `${resourcePageCode(r)} ${r.module}/${r.name}`)
    const byCode = new Map<string, string[]>()
    for (const page of pages) {
      const [code = ''] = page.split(' ')
      byCode.set(code, [...(byCode.get(code) ?? []), page])
    }
    expect([...byCode.values()].filter((same) => same.length > 1)).toEqual([])
  })

  it('declare each code once over all menus', () => {
    const codes = codesOf(menus.flatMap((m) => m.entries))
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([])
  })

  it('put no console page under the floor app, whose path would open the floor app on a reload (issue 27, item 11)', () => {
    const underFloor = resources
      .filter((r) => r.menu)
      .map(resourcePath)
      .filter((path) => path === FLOOR_APP_PATH || path.startsWith(`${FLOOR_APP_PATH}/`))
    expect(underFloor).toEqual([])
    expect(resources.filter((r) => r.area === 'floor' && r.menu).map(resourcePath)).toEqual([
      '/wms/floordevice',
      '/wms/floorcommand',
    ])
  })
})
