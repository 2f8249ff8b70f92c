// List rendering benchmark: the generic console page switching to 200 rows per page (menus: 280+
// records), in Debian's Chromium at 1280x720, beside a plain DOM table of the same size built in the
// same page. Prints the time to 200 rendered rows, the long tasks (> 50 ms, i.e. jank) seen meanwhile,
// and the ratio to the baseline.
//   npm run bench:list            (builds the console first when dist/ is missing)
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const PORT = 8097
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = 5

async function startServer(): Promise<ChildProcess> {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' })
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'erp-bench-')),
      SEED_DEMO: '1',
      CAPTCHA_TEST_CODE: 'e2e1',
    },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${BASE}/api/blade-auth/oauth/captcha`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) return server
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await page.goto(`${BASE}/login`)
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel('密码', { exact: true }).fill('Admin123')
  await page.getByLabel('验证码').fill('e2e1')
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL(/desk\/notice/)
  const console200: number[] = []
  const longTasks: number[] = []
  const worstTask: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${BASE}/system/menu`)
    const rows = page.locator('main table tbody tr')
    await rows.nth(29).waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] }
      w.__long = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push(e.duration)
      }).observe({ type: 'longtask' })
    })
    const started = Date.now()
    await page.getByRole('combobox', { name: '每页条数' }).click()
    await page.getByRole('option', { name: /200/ }).click()
    await rows.nth(199).waitFor()
    console200.push(Date.now() - started)
    const tasks = await page.evaluate(() => (window as unknown as { __long: number[] }).__long)
    longTasks.push(tasks.length)
    worstTask.push(Math.max(0, ...tasks))
  }
  // Baseline: the same page builds a plain 200 x 8 table with the DOM API and lays it out.
  const plain: number[] = []
  for (let run = 0; run < RUNS; run++) {
    plain.push(
      await page.evaluate(() => {
        const t0 = performance.now()
        const table = document.createElement('table')
        const body = table.createTBody()
        for (let r = 0; r < 200; r++) {
          const tr = body.insertRow()
          for (let c = 0; c < 8; c++) tr.insertCell().textContent = `cell ${r}-${c}`
        }
        document.body.appendChild(table)
        void table.getBoundingClientRect().height
        const ms = performance.now() - t0
        table.remove()
        return ms
      }),
    )
  }
  const ms = median(console200)
  const base = median(plain)
  console.log(`list render, 200 rows of /system/menu (median of ${RUNS}, network and query included):`)
  console.log(
    `  console page:   ${ms} ms to 200 rendered rows; long tasks per switch ${median(longTasks)} (worst ${Math.round(median(worstTask))} ms)`,
  )
  console.log(`  plain DOM table: ${base.toFixed(1)} ms (build + layout only)`)
  console.log(`  ratio: ${(ms / Math.max(base, 0.1)).toFixed(1)}x`)
} catch (e) {
  console.error(e)
  await (await browser.contexts()[0]?.pages()[0])?.screenshot({ path: '/tmp/bench-fail.png' })
  process.exitCode = 1
} finally {
  await browser.close()
  if (server.pid) process.kill(-server.pid)
}
