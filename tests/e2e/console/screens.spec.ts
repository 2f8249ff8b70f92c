import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

// The screens issue 9 asks to be looked at, at phone and desktop width, in Chinese and English
// (with the CJK font .ci/run installs): the phone header and home, the product list and form, the
// user form and the position form. Each opens without a console error.

const TEXT = {
  zh: { add: '新增', menu: '菜单' },
  en: { add: 'Add', menu: 'Menu' },
} as const

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name) })
}

/** Opens a page's add dialog and photographs it with the list behind. */
async function addDialog(page: Page, path: string, lang: keyof typeof TEXT, name: string) {
  await page.goto(path)
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('button', { name: TEXT[lang].add, exact: true }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await shoot(page, name)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const lang of ['zh', 'en'] as const) {
  test(`[SCREENS]: the phone header, product list and form, user form and position form in ${lang}, at 390 and 1440 px`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    if (lang === 'en') {
      await chooseLanguage(page, '语言', 'English')
      await expect(page.getByRole('navigation', { name: TEXT.en.menu })).toBeVisible()
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto('/desk/notice')
      await expect(page.getByRole('row').nth(1)).toBeVisible()
      await shoot(page, `${width === 390 ? 'phone-header' : 'home'}-${lang}-${width}`)
      await page.goto('/products/baseproduct')
      await expect(page.getByRole('row').nth(1)).toBeVisible()
      await shoot(page, `product-list-${lang}-${width}`)
      await addDialog(page, '/products/baseproduct', lang, `product-form-${lang}-${width}`)
      await addDialog(page, '/system/user', lang, `user-form-${lang}-${width}`)
      await addDialog(page, '/wms/wbasestoreposition', lang, `position-form-${lang}-${width}`)
    }
    expect(errors).toEqual([])
  })
}
