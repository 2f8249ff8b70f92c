import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

// A browser eight hours from the office (the server writes its times in Asia/Shanghai).
test.use({ timezoneId: 'America/Los_Angeles' })

test('[CONSOLE][TIME]: a browser in another zone sees the office times labelled with the office zone', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/wms/floorcommand')
  // The seeded command done at 09:30 office time reads so, with the office's offset beside it.
  await expect(page.getByRole('cell', { name: '2026-11-20 09:30:00 GMT+8' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('office-zone-floorcommand') })
  await page.goto('/wms/floordevice')
  await expect(page.getByRole('cell', { name: / GMT\+8$/ }).first()).toBeVisible()
})
