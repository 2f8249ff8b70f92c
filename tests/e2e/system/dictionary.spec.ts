import { type APIRequestContext, expect, type Locator, test } from '@playwright/test'

import { apiToken, authHeaders, screenshotPath, signIn } from '../support/session.ts'

/** No part of a button's label is cut off (Mantine clips an over-narrow label without a trace). */
async function expectWholeLabel(button: Locator) {
  await expect(button).toBeVisible()
  const clipped = await button.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
  )
  expect(clipped, `label of ${await button.textContent()} is cut off`).toBe(false)
}

type DictRow = { id: string; parentId: string; code: string; dictKey: string | null }

async function submitDict(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post('/api/blade-system/dict/submit', { headers: authHeaders(token), data: body })
  const answer = await res.json()
  expect(answer.success, JSON.stringify(answer)).toBe(true)
  return answer.data as DictRow
}

/** Removes a dictionary of this test with its entries (entries first). */
async function removeDictionary(request: APIRequestContext, token: string, code: string) {
  const res = await request.get('/api/blade-system/dict/list', {
    headers: authHeaders(token),
    params: { current: 1, size: 100, code },
  })
  const rows = (((await res.json()).data?.records ?? []) as DictRow[]).filter((r) => r.code === code)
  for (const group of [rows.filter((r) => r.parentId !== '0'), rows.filter((r) => r.parentId === '0')]) {
    if (!group.length) continue
    await request.post('/api/blade-system/dict/remove', {
      headers: authHeaders(token),
      params: { ids: group.map((r) => r.id).join(',') },
    })
  }
}

test('[SYSTEM][DICT]: choosing a dictionary lists its entries; an entry is added in the 880 px dialog and removed', async ({
  page,
  request,
}) => {
  // Declared dictionaries are read-only (the server says so), so this test keeps one of its own.
  const mark = Date.now().toString(36)
  const code = `e2e_dict_${mark}`
  const dictName = `E2E字典${mark}`
  const key = `k${mark}`
  const entryName = `E2E字典项${mark}`
  const token = await apiToken(request)
  const parent = await submitDict(request, token, { parentId: '0', code, dictValue: dictName, sort: 1, isSealed: 0 })
  await submitDict(request, token, {
    parentId: parent.id,
    code,
    dictKey: 'first',
    dictValue: '第一项',
    sort: 1,
    isSealed: 0,
  })
  try {
    await page.setViewportSize({ width: 1280, height: 720 })
    await signIn(page)
    await page.goto('/system/dict')
    const parents = page.getByRole('region', { name: '字典列表' })
    const entries = page.getByRole('region', { name: '字典项列表' })
    await expect(entries).toContainText('请先在左侧选择一个字典')
    await expect(entries.getByRole('button', { name: '新增', exact: true })).toBeDisabled()

    // Both panels are half the width: their search buttons wrap instead of being squeezed.
    for (const panel of [parents, entries]) {
      await expectWholeLabel(panel.getByRole('button', { name: '搜索' }))
      await expectWholeLabel(panel.getByRole('button', { name: '清空' }))
    }

    await parents.getByRole('textbox', { name: '字典编号' }).fill(code)
    await parents.getByRole('button', { name: '搜索' }).click()
    const dictRow = parents.getByRole('row').filter({ hasText: dictName })
    await expect(parents.getByText('共 1 条')).toBeVisible()
    // A click on the row chooses it.
    await dictRow.getByRole('cell', { name: dictName }).click()
    await expect(dictRow).toHaveAttribute('aria-current', 'true')
    await expect(entries.getByRole('heading', { name: `字典配置：${dictName}（${code}）` })).toBeVisible()
    await expect(entries.getByRole('row').filter({ hasText: '第一项' })).toContainText('first')
    await expect(entries.getByText('共 1 条')).toBeVisible()
    await page.screenshot({ path: screenshotPath('dictionary-zh') })

    await entries.getByRole('button', { name: '新增', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '新增 · 系统字典' })
    await expect(dialog).toBeVisible()
    expect((await dialog.boundingBox())?.width).toBe(880)
    // The entry starts under the chosen dictionary, its code taken from it.
    await expect(dialog.getByRole('combobox', { name: '上级字典' })).toHaveValue(`${dictName} (${code})`)
    await expect(dialog.getByRole('textbox', { name: '字典编号' })).toHaveValue(code)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText('请输入字典键值')).toBeVisible()
    await expect(dialog.getByText('请输入字典名称')).toBeVisible()
    await expect(dialog.getByText('请输入字典排序')).toBeVisible()
    await page.screenshot({ path: screenshotPath('dictionary-add-entry-zh') })

    await dialog.getByRole('textbox', { name: '字典键值' }).fill(key)
    await dialog.getByRole('textbox', { name: '字典名称' }).fill(entryName)
    await dialog.getByRole('textbox', { name: '英文名称' }).fill(`E2E entry ${mark}`)
    await dialog.getByRole('textbox', { name: '字典排序' }).fill('2')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toHaveCount(0)
    const entryRow = entries.getByRole('row').filter({ hasText: entryName })
    await expect(entryRow).toContainText(key)
    await expect(entryRow).toContainText(dictName)
    await expect(entries.getByText('共 2 条')).toBeVisible()

    await entryRow.getByRole('button', { name: '删除', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: '提示' })
    await expect(confirm).toContainText('确定将选择数据删除?')
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect(entryRow).toHaveCount(0)
    await expect(entries.getByText('共 1 条')).toBeVisible()
  } finally {
    await removeDictionary(request, token, code)
  }
})
