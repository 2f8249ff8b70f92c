import { expect, type Locator, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

/** The alpha of an element's computed background colour (0 when transparent). */
function backgroundAlpha(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    const color = getComputedStyle(el).backgroundColor
    if (color === 'transparent') return 0
    const parts =
      /rgba?\(([^)]+)\)/
        .exec(color)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean) ?? []
    return parts.length > 3 ? Number(parts[3]) : parts.length === 3 ? 1 : 0
  })
}

for (const [path, columns] of [
  ['/products/baseproduct', 12],
  ['/shops/baseshop', 15],
] as const) {
  test(`[CONSOLE][TABLE]: on ${path} (${columns}+ columns) at 1280 px the 操作 column stays in view, pinned right`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto(path)
    const table = page.getByRole('table')
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    expect(await table.getByRole('columnheader').count()).toBeGreaterThanOrEqual(columns)
    const header = table.getByRole('columnheader', { name: '操作' })
    const edit = table.getByRole('button', { name: '编辑' }).first()
    await expect(header).toBeInViewport({ ratio: 1 })
    await expect(edit).toBeInViewport({ ratio: 1 })
    // Scrolled to the far left and far right, the actions stay where they were.
    const scroller = table.locator(
      'xpath=ancestor::*[contains(@class, "ScrollArea-viewport") or contains(@style, "overflow")][1]',
    )
    const before = await edit.boundingBox()
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth
    })
    const after = await edit.boundingBox()
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThan(2)
    // Cells scrolled under the pinned column do not show through it: opaque in the header, in a row,
    // in a hovered row and in a selected one (their tints are translucent on their own).
    const cell = edit.locator('xpath=ancestor::td[1]')
    expect(await backgroundAlpha(header)).toBe(1)
    expect(await backgroundAlpha(cell)).toBe(1)
    await cell.hover()
    expect(await backgroundAlpha(cell)).toBe(1)
    await cell.locator('xpath=ancestor::tr[1]').getByRole('checkbox').check()
    expect(await backgroundAlpha(cell)).toBe(1)
    await scroller.evaluate((el) => {
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2
    })
    // Halfway, the pinned column reaches the scroll area's right edge: no strip where cells pass by.
    const area = await scroller.boundingBox()
    const pinned = await cell.boundingBox()
    expect(Math.abs((area?.x ?? 0) + (area?.width ?? 0) - ((pinned?.x ?? 0) + (pinned?.width ?? 0)))).toBeLessThan(1.5)
    await page.screenshot({ path: screenshotPath(`wide-table-${path.split('/').pop()}-1280`) })
    await page.mouse.move(0, 0)
    await edit.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
}
