import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:8137'
const out = '/tmp/forms'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
const errors = []
page.on('pageerror', (e) => errors.push(String(e)))
await page.goto(`${base}/login`)
const tenant = page.getByLabel('租户ID')
if (await tenant.isVisible()) await tenant.fill('000000')
await page.getByLabel('用户名').fill('admin')
await page.getByLabel('密码', { exact: true }).fill('Admin123')
await page.getByLabel('验证码').fill('e2e1')
await page.getByRole('button', { name: '登录' }).click()
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60000 })
for (const [name, path, act] of process.argv.slice(2).map((a) => a.split('|'))) {
  await page.goto(`${base}${path}`)
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(2500)
  for (const step of act ? act.split('>') : []) {
    await page.getByRole('button', { name: step, exact: true }).last().click()
    await page.waitForTimeout(2000)
  }
  await page.screenshot({ path: `${out}/${name}.png` })
  console.log('shot', name, page.url())
}
console.log('page errors:', errors.length ? errors.join('\n') : 'none')
await browser.close()
