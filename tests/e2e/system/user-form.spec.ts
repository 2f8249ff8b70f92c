import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

test('[SYSTEM][USER]: a user is made by picking roles, a department from the tree and posts by name, never by id', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/system/user')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('登录账号').fill('qa-picker')
  await dialog.getByLabel('用户昵称').fill('质检')
  await dialog.getByLabel('真实姓名').fill('质检员甲')
  await dialog.getByLabel('密码', { exact: true }).fill('Picker123')

  // Spec 1 §5: an avatar is a jpg or png of at most 500 KB.
  await expect(dialog.getByText(/jpg\/jpeg\/png.*500\s?KB/i)).toBeVisible()
  await expect(dialog.getByText(/pdf/)).toHaveCount(0)

  // Roles: typed by name, two of them, shown as their names.
  const roles = dialog.getByLabel('所属角色')
  await roles.click()
  await page.getByRole('option', { name: '仓库操作员' }).click()
  await roles.fill('财务')
  await page.getByRole('option', { name: '财务专员' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog.getByText('仓库操作员', { exact: true })).toBeVisible()
  await expect(dialog.getByText('财务专员', { exact: true })).toBeVisible()

  // Departments: the tree, indented under the company.
  await dialog.getByLabel('所属部门').click()
  await expect(page.getByRole('option', { name: '演示贸易有限公司' })).toBeVisible()
  await page.getByRole('option', { name: '仓储部', exact: true }).click()
  await page.keyboard.press('Escape')

  await dialog.getByLabel('所属岗位').click()
  await page.getByRole('option', { name: '仓管员' }).click()
  await page.keyboard.press('Escape')
  await page.screenshot({ path: screenshotPath('user-form-pickers-zh-1440') })

  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toBeHidden()
  // The table shows the names, not ids.
  const row = page.getByRole('row', { name: /qa-picker/ })
  await expect(row).toContainText('仓库操作员')
  await expect(row).not.toContainText(/\d{19}/)
})
