import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

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
    await page.screenshot({ path: screenshotPath(`wide-table-${path.split('/').pop()}-1280`) })
    await edit.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
}
