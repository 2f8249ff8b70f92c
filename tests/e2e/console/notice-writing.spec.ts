import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

test('[DESK][NOTICE]: a notice is written in the rich-text editor, read as written, edited and removed', async ({
  page,
}) => {
  await signIn(page)
  const title = `E2E公告${Date.now().toString(36)}`
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: '标题' }).fill(title)
  await dialog.getByRole('combobox', { name: '类型' }).click()
  await page.getByRole('option').first().click()
  // Spec 1 §2.5: the content is written in the rich-text editor, placeholder 请输入内容.
  const editor = dialog.locator('.ProseMirror')
  await expect(dialog.locator('[data-placeholder="请输入内容"]')).toBeVisible()
  await editor.click()
  await dialog.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('洛杉矶仓')
  await dialog.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('周一不发货')
  await page.screenshot({ path: screenshotPath('notice-editor-zh') })
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toHaveCount(0)

  // On the desk it reads as written: the bold part bold, no tags shown.
  await page.getByRole('button', { name: title }).click()
  const reading = page.getByRole('dialog', { name: title })
  await expect(reading.locator('strong')).toHaveText('洛杉矶仓')
  await expect(reading).toContainText('洛杉矶仓周一不发货')
  await expect(reading).not.toContainText('<strong>')
  await page.screenshot({ path: screenshotPath('notice-reading-zh') })

  // Edited: the editor opens with the content as it was.
  await reading.getByRole('button', { name: '编辑' }).click()
  const editing = page.getByRole('dialog')
  await expect(editing.locator('.ProseMirror strong')).toHaveText('洛杉矶仓')
  await editing.getByRole('button', { name: '取消' }).click()

  await page.getByRole('button', { name: title }).click()
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: '删除' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('button', { name: title })).toHaveCount(0)
})
