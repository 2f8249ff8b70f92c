import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

/** E2E_PORT and WEB_DIR let two suites run side by side (each with its own build). */
const PORT = Number(process.env.E2E_PORT ?? 8093)
/** A fresh embedded database per run. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'erp-e2e-'))

/**
 * Debian's headless build of Chromium (chromium-headless-shell) when installed: the same engine
 * without the desktop browser around it, a fifth less work per test; else Debian's Chromium.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

/** Browser tests drive Debian's Chromium (no browser download) against the built app and a real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUT ?? 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
    screenshot: 'only-on-failure',
    // The console's tests do not install the service worker: each new context would fetch and cache
    // every asset of the app again (precache), the run's largest cost on two cores.
    serviceWorkers: 'block',
    // The browser asks for less motion, as some users' systems do: no transitions to wait out.
    reducedMotion: 'reduce',
  },
  // In the folders' order, as one project ran them: the floor's specs count the demo's putaway tasks,
  // which the warehouse specs (later) add to.
  projects: [
    { name: 'console', testMatch: ['auth/**', 'console/**'] },
    // The floor app works offline through its service worker, which its tests exercise.
    { name: 'floor', testMatch: 'floor/**', use: { serviceWorkers: 'allow' } },
    { name: 'areas', testIgnore: ['auth/**', 'console/**', 'floor/**'] },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/blade-auth/oauth/captcha`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIR: process.env.WEB_DIR ?? 'dist',
      CAPTCHA_TEST_CODE: 'e2e1',
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
