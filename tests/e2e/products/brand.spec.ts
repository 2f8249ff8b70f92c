import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'

import { ADMIN, apiToken, authHeaders, chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

/** A mark no other test (or run) uses: brands are unique by name and code. */
function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase()
}

/** A brand code (letters, digits, - and _) made from a name's own mark. */
function codeOf(name: string): string {
  return `C-${name.replace(/[^A-Za-z0-9_-]/g, '')}`
}

type Brand = { id: string; brandName: string; brandCode: string }

async function createBrand(request: APIRequestContext, token: string, brandName: string, brandCode: string) {
  const res = await request.post('/api/erp/basebrand/save', {
    headers: authHeaders(token),
    data: { brandName, brandCode, trademarkNo: '70000001', country: 'US' },
  })
  const body = await res.json()
  expect(body.success, JSON.stringify(body)).toBe(true)
  return body.data as Brand
}

async function brandsNamed(request: APIRequestContext, token: string, prefix: string): Promise<Brand[]> {
  const res = await request.get('/api/erp/basebrand/page', {
    headers: authHeaders(token),
    params: { current: 1, size: 500, brandName: prefix },
  })
  const body = await res.json()
  expect(body.success, JSON.stringify(body)).toBe(true)
  return (body.data.records as Brand[]).filter((b) => b.brandName.startsWith(prefix))
}

async function removeBrands(request: APIRequestContext, token: string, ids: string[]) {
  if (!ids.length) return
  await request.post('/api/erp/basebrand/remove', { headers: authHeaders(token), params: { ids: ids.join(',') } })
}

/** The brand page, opened from the menu 产品管理 → 品牌. */
async function openBrandsFromMenu(page: Page) {
  await page.getByRole('button', { name: '产品管理' }).click()
  await page.getByRole('link', { name: '品牌', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/basebrand$/)
  await expect(page.getByRole('heading', { name: '品牌', exact: true })).toBeVisible()
}

function searchForm(page: Page, name = '搜索条件'): Locator {
  return page.getByRole('form', { name })
}

async function searchByName(page: Page, name: string) {
  await searchForm(page).getByRole('textbox', { name: '品牌名称' }).fill(name)
  await searchForm(page).getByRole('button', { name: '搜索' }).click()
}

/** No part of a button's label is cut off (Mantine clips an over-narrow label without a trace). */
async function expectWholeLabel(button: Locator) {
  await expect(button).toBeVisible()
  const clipped = await button.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
  )
  expect(clipped, `label of ${await button.textContent()} is cut off`).toBe(false)
}

function brandRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name })
}

test.describe('[PRODUCTS][BRAND]', () => {
  test('[PRODUCTS][BRAND]: create through the menu page — required messages, then a valid save', async ({
    page,
    request,
  }) => {
    const name = unique('E2E新品牌')
    await signIn(page)
    await openBrandsFromMenu(page)
    await expect(brandRow(page, 'Homely')).toBeVisible()
    await page.screenshot({ path: screenshotPath('brand-list-zh') })

    await page.getByRole('button', { name: '新增', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '新增 · 品牌' })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: screenshotPath('brand-add-dialog-zh') })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('品牌名称不能为空')).toBeVisible()
    await dialog.getByRole('textbox', { name: '品牌编码' }).fill('bad code!')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('品牌编码格式不正确')).toBeVisible()

    await dialog.getByRole('textbox', { name: '品牌名称' }).fill(name)
    await dialog.getByRole('textbox', { name: '品牌编码' }).fill(codeOf(name))
    await dialog.getByRole('textbox', { name: '商标注册号' }).fill('70000002')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('操作成功')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(brandRow(page, name)).toContainText('70000002')

    const token = await apiToken(request)
    const saved = await brandsNamed(request, token, name)
    expect(saved.map((b) => b.brandCode)).toEqual([codeOf(name)])
    await removeBrands(
      request,
      token,
      saved.map((b) => b.id),
    )
  })

  test('[PRODUCTS][BRAND]: a name the server refuses as taken shows under its field once, with no toast', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/products/basebrand')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '新增 · 品牌' })
    await dialog.getByRole('textbox', { name: '品牌名称' }).fill('Homely')
    await dialog.getByRole('button', { name: '确定' }).click()
    // The server's refusal (the browser's own rules pass): on the field, nowhere else.
    await expect(dialog.getByText(/Homely.*已存在|已存在.*Homely/)).toBeVisible()
    // A toast would come a frame after the field's message: give it the time to show before saying none did.
    await page.waitForTimeout(500)
    // Counted once, not awaited: a toast closes by itself after 4 s, which a retrying check would wait out.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0)
    expect(await page.getByText(/参数校验失败/).count()).toBe(0)
    await expect(dialog).toBeVisible()
  })

  test('[PRODUCTS][BRAND]: search finds a brand and edit saves the change', async ({ page, request }) => {
    const token = await apiToken(request)
    const name = unique('E2E编辑')
    const other = unique('E2E其他')
    const brand = await createBrand(request, token, name, codeOf(name))
    const second = await createBrand(request, token, other, codeOf(other))
    await signIn(page)
    await page.goto('/products/basebrand')
    await searchByName(page, name)
    await expect(page.getByText('共 1 条')).toBeVisible()
    await expect(brandRow(page, name)).toBeVisible()
    await expect(brandRow(page, other)).toHaveCount(0)

    await brandRow(page, name).getByRole('button', { name: '编辑', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '编辑 · 品牌' })
    await expect(dialog.getByRole('textbox', { name: '品牌名称' })).toHaveValue(name)
    await dialog.getByRole('textbox', { name: '商标注册号' }).fill('70009999')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(brandRow(page, name)).toContainText('70009999')

    // Reset lists everything again.
    await searchForm(page).getByRole('button', { name: '清空' }).click()
    await expect(searchForm(page).getByRole('textbox', { name: '品牌名称' })).toHaveValue('')
    await expect(brandRow(page, 'Homely')).toBeVisible()
    await removeBrands(request, token, [brand.id, second.id])
  })

  test('[PRODUCTS][BRAND]: export goes through the download centre, is recorded there, and downloads the list', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request)
    const name = unique('E2E导出')
    const brand = await createBrand(request, token, name, codeOf(name))
    await signIn(page)
    await page.goto('/products/basebrand')
    await searchByName(page, name)
    await expect(brandRow(page, name)).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    const file = await download
    // The file the download centre wrote, named after the list (issue 9: one download centre).
    expect(file.suggestedFilename()).toMatch(/^品牌-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await file.path())
    const sheet = book.worksheets[0]
    const rows: string[][] = []
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
    expect(rows[0]).toEqual(expect.arrayContaining(['品牌名称', '品牌编码', '注册国家']))
    // Filtered as the page was: the one brand, its country as its label.
    expect(rows.slice(1)).toEqual([expect.arrayContaining([name, codeOf(name), '70000001', '美国'])])
    // And the download centre lists it, finished, with its row count.
    await page.goto('/system/downloadCenter')
    const recorded = page
      .getByRole('row')
      .filter({ hasText: file.suggestedFilename().replace(/\.xlsx$/, '') })
      .first()
    await expect(recorded).toContainText('品牌')
    await expect(recorded.getByRole('button', { name: '下载' })).toBeVisible()
    await removeBrands(request, token, [brand.id])
  })

  test('[PRODUCTS][BRAND]: delete asks first; batch delete needs a selection', async ({ page, request }) => {
    const token = await apiToken(request)
    const prefix = unique('E2E删除')
    const one = await createBrand(request, token, `${prefix}A`, codeOf(`${prefix}A`))
    await createBrand(request, token, `${prefix}B`, codeOf(`${prefix}B`))
    await createBrand(request, token, `${prefix}C`, codeOf(`${prefix}C`))
    await signIn(page)
    await page.goto('/products/basebrand')
    await searchByName(page, prefix)
    await expect(page.getByText('共 3 条')).toBeVisible()

    // The toolbar's delete with nothing chosen.
    await page.getByRole('button', { name: '删除', exact: true }).first().click()
    await expect(page.getByText('请选择至少一条数据')).toBeVisible()

    // One row: asked, cancelled, kept; asked again, confirmed, gone.
    await brandRow(page, `${prefix}A`).getByRole('button', { name: '删除', exact: true }).click()
    let confirm = page.getByRole('dialog', { name: '提示' })
    await expect(confirm).toContainText('确定将选择数据删除?')
    await confirm.getByRole('button', { name: '取消' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(brandRow(page, `${prefix}A`)).toBeVisible()
    await brandRow(page, `${prefix}A`).getByRole('button', { name: '删除', exact: true }).click()
    confirm = page.getByRole('dialog', { name: '提示' })
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('删除成功')).toBeVisible()
    await expect(brandRow(page, `${prefix}A`)).toHaveCount(0)
    await expect(page.getByText('共 2 条')).toBeVisible()

    // The two left, selected and deleted together.
    await page.getByRole('checkbox', { name: '全选' }).check()
    await expect(page.getByText('已选择 2 项')).toBeVisible()
    await page.getByRole('button', { name: '删除', exact: true }).first().click()
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('共 0 条')).toBeVisible()
    await expect(page.getByText('暂无数据')).toBeVisible()
    expect(await brandsNamed(request, token, prefix)).toEqual([])
    await removeBrands(request, token, [one.id])
  })

  test('[PRODUCTS][BRAND]: importing a filled-in template says 导入成功！ and lists the rows', async ({
    page,
    request,
  }, testInfo) => {
    const prefix = unique('E2E导入')
    await signIn(page)
    await page.goto('/products/basebrand')
    await page.getByRole('button', { name: '导入' }).click()
    const dialog = page.getByRole('dialog', { name: '数据导入' })
    const templateDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: '点击下载' }).click()
    const template = await templateDownload
    expect(template.suggestedFilename()).toBe('basebrand-template.xlsx')

    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await template.path())
    const sheet = book.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '品牌名称',
      '品牌编码',
      '商标注册号',
      '注册国家',
      '标志',
      '备注',
      '状态',
    ])
    sheet?.addRow([`${prefix}1`, codeOf(`${prefix}1`), '71000001', '美国', null, '导入一', '启用'])
    sheet?.addRow([`${prefix}2`, codeOf(`${prefix}2`), '71000002', 'JP', null, null, null])
    const filled = testInfo.outputPath('brands-good.xlsx')
    await book.xlsx.writeFile(filled)

    await uploadInto(page, dialog, filled)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('导入成功！')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await searchByName(page, prefix)
    await expect(page.getByText('共 2 条')).toBeVisible()
    await expect(brandRow(page, `${prefix}1`)).toContainText('美国')
    await expect(brandRow(page, `${prefix}2`)).toContainText('日本')

    const token = await apiToken(request)
    await removeBrands(
      request,
      token,
      (await brandsNamed(request, token, prefix)).map((b) => b.id),
    )
  })

  test('[PRODUCTS][BRAND]: a bad import lists its errors and writes nothing; the file is checked first', async ({
    page,
    request,
  }, testInfo) => {
    const prefix = unique('E2E坏导入')
    const token = await apiToken(request)
    await signIn(page)
    await page.goto('/products/basebrand')
    await page.getByRole('button', { name: '导入' }).click()
    const dialog = page.getByRole('dialog', { name: '数据导入' })

    // No file.
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('请上传文件！')).toBeVisible()

    // Not a spreadsheet.
    const text = testInfo.outputPath('brands.txt')
    await import('node:fs/promises').then((fs) => fs.writeFile(text, 'not a spreadsheet'))
    await uploadInto(page, dialog, text)
    await expect(dialog.getByText('附件格式错误，请重新上传！')).toBeVisible()

    // A good row, a row without its required name and a row with a malformed code.
    const rowsBook = new ExcelJS.Workbook()
    const rowsSheet = rowsBook.addWorksheet('data')
    rowsSheet.addRow(['品牌名称', '品牌编码', '商标注册号', '注册国家', '标志', '备注', '状态'])
    rowsSheet.addRow([`${prefix}OK`, codeOf(`${prefix}OK`), '72000001', 'US', null, null, '1'])
    rowsSheet.addRow([null, codeOf(`${prefix}X`), '72000002', 'US', null, null, '1'])
    rowsSheet.addRow([`${prefix}BAD`, 'bad code!', '72000003', 'US', null, null, '1'])
    const badRows = testInfo.outputPath('brands-bad-rows.xlsx')
    await rowsBook.xlsx.writeFile(badRows)
    await uploadInto(page, dialog, badRows)
    await dialog.getByRole('button', { name: '确定' }).click()
    const errors = dialog.getByRole('alert')
    await expect(errors).toContainText('以下数据有误')
    await expect(errors).toContainText('第 3 行 品牌名称不能为空')
    await expect(errors).toContainText('第 4 行 品牌编码格式不正确')
    await expect(dialog).toBeVisible()

    // A header that is not the template's.
    const headerBook = new ExcelJS.Workbook()
    const headerSheet = headerBook.addWorksheet('data')
    headerSheet.addRow(['品牌', '品牌编码'])
    headerSheet.addRow([`${prefix}H`, codeOf(`${prefix}H`)])
    const badHeader = testInfo.outputPath('brands-bad-header.xlsx')
    await headerBook.xlsx.writeFile(badHeader)
    await uploadInto(page, dialog, badHeader)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(errors).toContainText('表头与模板不一致')
    await expect(errors).toContainText('品牌 → 品牌名称')
    await expect(errors).not.toContainText('第 3 行')

    // Nothing was written, not even the good row.
    expect(await brandsNamed(request, token, prefix)).toEqual([])
  })

  test('[PRODUCTS][BRAND]: 200 rows per page render and the header stays in view while scrolling', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request)
    const prefix = unique('E2E分页')
    // 205 brands in one import call.
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('data')
    sheet.addRow(['品牌名称', '品牌编码', '商标注册号', '注册国家', '标志', '备注', '状态'])
    for (let i = 0; i < 205; i++) sheet.addRow([`${prefix}${String(i).padStart(3, '0')}`, codeOf(`${prefix}${i}`)])
    const buffer = Buffer.from(await book.xlsx.writeBuffer())
    const res = await request.post('/api/erp/basebrand/import', {
      headers: authHeaders(token),
      multipart: {
        file: {
          name: 'many.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer,
        },
      },
    })
    expect((await res.json()).success).toBe(true)

    try {
      await page.setViewportSize({ width: 1280, height: 720 })
      await signIn(page)
      await page.goto('/products/basebrand')
      await searchByName(page, prefix)
      await expect(page.getByText('共 205 条')).toBeVisible()
      await expect(page.getByRole('row')).toHaveCount(31)
      await chooseLanguage(page, '每页条数', '200条/页')
      await expect(page.getByRole('row')).toHaveCount(201)

      const header = page.getByRole('columnheader', { name: '品牌编码' })
      const headerTop = (await header.boundingBox())?.y ?? 0
      const last = page.getByRole('row').last()
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport()
      await expect(header).toBeInViewport()
      expect(Math.abs(((await header.boundingBox())?.y ?? -1) - headerTop)).toBeLessThan(2)
      // The pager is still on screen below the table.
      await expect(page.getByRole('button', { name: '下一页' })).toBeInViewport()
    } finally {
      await removeBrands(
        request,
        token,
        (await brandsNamed(request, token, prefix)).map((b) => b.id),
      )
    }
  })

  test('[PRODUCTS][BRAND]: the brand page and its add dialog in English', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto('/products/basebrand')
    await chooseLanguage(page, '语言', 'English')
    await expect(page.getByRole('heading', { name: 'Brand', exact: true })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Brand name' })).toBeVisible()
    await searchForm(page, 'Search').getByRole('textbox', { name: 'Brand name' }).fill('Homely')
    await searchForm(page, 'Search').getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('1 in total')).toBeVisible()
    await expect(brandRow(page, 'Homely')).toContainText('United States')
    // The longer English labels are not clipped by the search form's column.
    for (const name of ['Search', 'Reset', 'More filters'])
      await expectWholeLabel(searchForm(page, 'Search').getByRole('button', { name }))
    await page.screenshot({ path: screenshotPath('brand-list-en') })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add · Brand' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Brand name cannot be empty')).toBeVisible()
    await page.screenshot({ path: screenshotPath('brand-add-dialog-en') })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // Back to Chinese for whoever signs in next in this browser profile.
    await chooseLanguage(page, 'Language', '中文')
    await expect(page.getByRole('heading', { name: '品牌', exact: true })).toBeVisible()
  })
})

/** Chooses a file in the import dialog through its file picker. */
async function uploadInto(page: Page, dialog: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: '上传文件' }).click()
  await (await chooser).setFiles(file)
}
