import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'
import config from '../../../playwright.config.ts'
import { screenshotPath, signIn, WAREHOUSE } from '../support/session.ts'

/** A demo product's system SKU: the pull carries every enabled product, whatever the warehouse. */
const CODE = 'DEMO-PAN-28'
const PRODUCT_NAME = '不粘煎锅 28cm'

/** Code 128 bar/space widths of symbol values 0..105, then the stop pattern (ISO/IEC 15417 table 1). */
const CODE128 = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 ' +
  '113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 ' +
  '113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 ' +
  '241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 ' +
  '211232 2331112'
).split(' ')

/**
 * The modules of `text` in Code 128 set B (start B, data, checksum, stop), true for a bar.
 * @zxing/library 0.23 writes only 2D codes, so the symbol is built from the standard's table here and
 * checked by zxing's reader below before the browser sees it.
 */
function code128Modules(text: string): boolean[] {
  const values = [104, ...[...text].map((c) => c.charCodeAt(0) - 32)]
  values.push(values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103, 106)
  const modules: boolean[] = []
  for (const value of values) {
    const widths = CODE128[value] ?? ''
    ;[...widths].forEach((w, i) => {
      for (let k = 0; k < Number(w); k++) modules.push(i % 2 === 0)
    })
  }
  return modules
}

const WIDTH = 640
const HEIGHT = 480
/** Pixels per module, and the blank margin around the symbol in pixels (well over the 10-module quiet zone). */
const SCALE = 2
const BAR_HEIGHT = 220

/** The luminance plane of one frame: the barcode black (16) on white (235), centred (video range). */
function barcodeFrame(text: string): Uint8Array {
  const modules = code128Modules(text)
  const y = new Uint8Array(WIDTH * HEIGHT).fill(235)
  const left = Math.floor((WIDTH - modules.length * SCALE) / 2)
  const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2)
  if (left < 10 * SCALE) throw new Error(`${text} is too long for a ${WIDTH}-pixel frame`)
  for (let row = top; row < top + BAR_HEIGHT; row++)
    modules.forEach((bar, m) => {
      if (bar) y.fill(16, row * WIDTH + left + m * SCALE, row * WIDTH + left + (m + 1) * SCALE)
    })
  return y
}

/** What zxing reads in a luminance plane (the same library the app falls back to). */
function decodeFrame(y: Uint8Array): string {
  const source = new RGBLuminanceSource(new Uint8ClampedArray(y), WIDTH, HEIGHT)
  const reader = new MultiFormatReader()
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]])
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText()
}

/** A Y4M video (4:2:0, 640x480) of identical frames, which Chromium's fake camera plays in a loop. */
function barcodeVideo(text: string, frames = 10): Buffer {
  const y = barcodeFrame(text)
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)])
}

// Made when the spec loads (in the runner and in the worker, the same bytes each time), before this
// file's browser starts with the video as its camera.
const VIDEO = join(tmpdir(), 'erp-camera-scan.y4m')
writeFileSync(VIDEO, barcodeVideo(CODE))

const base = config.use?.launchOptions
test.use({
  // A phone held upright.
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    ...base,
    args: [
      ...(base?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
})

test.describe('[FLOOR][SCAN]: the camera path', () => {
  test('the rendered label is a valid Code 128 of the code', () => {
    expect(decodeFrame(barcodeFrame(CODE))).toBe(CODE)
  })

  test('a Code 128 label in front of the camera is read and the lookup shows its product', async ({ page }) => {
    // The floor shares the console's session.
    await signIn(page, WAREHOUSE)
    const zxingLoaded: string[] = []
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      const body = await response.text().catch(() => '')
      // A text only @zxing/browser's reader carries: its chunk must come with the camera, not before.
      if (body.includes('visual element scan')) zxingLoaded.push(response.url())
    })
    await page.goto('/floor/lookup')
    // A worker without a warehouse chosen is asked for one first, then comes back to the lookup.
    const warehouse = page.getByTestId('floor-warehouse-choice').filter({ hasText: '洛杉矶自营仓' })
    const codeField = page.getByLabel('扫描或输入条码')
    await expect(warehouse.or(codeField)).toBeVisible()
    if (await warehouse.isVisible()) await warehouse.click()
    await expect(page).toHaveURL(/\/floor\/lookup$/)
    await expect(codeField).toBeVisible()
    // The warehouse's data arrives by the first pull.
    await expect(page.getByTestId('lookup-no-data')).toHaveCount(0, { timeout: 30_000 })
    expect(zxingLoaded).toEqual([])

    await page.getByRole('button', { name: '摄像头扫码' }).click()
    await expect(page.getByLabel('摄像头画面')).toBeVisible()
    const result = page.getByTestId('lookup-result')
    await expect(result).toHaveAttribute('data-kind', 'product', { timeout: 30_000 })
    await expect(result).toContainText(PRODUCT_NAME)
    await expect(result).toContainText(CODE)
    // Read by the camera (not typed, not a wedge), with zxing loaded on demand (Chromium on Linux has no BarcodeDetector).
    await expect(result).toContainText('摄像头')
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false)
    expect(zxingLoaded.length).toBeGreaterThan(0)
    await expect(page.locator('[data-verdict="ok"]')).toContainText(`商品：${CODE}`)
    await page.screenshot({ path: screenshotPath('floor-lookup-camera'), fullPage: true, animations: 'disabled' })

    // Turned off, the camera lets go of the stream: every track of it ends.
    const stream = await page.evaluateHandle(() => document.querySelector('video')?.srcObject as MediaStream)
    expect(await stream.evaluate((s) => s.getVideoTracks().map((t) => t.readyState))).toEqual(['live'])
    await page.getByRole('button', { name: '关闭摄像头' }).click()
    await expect.poll(() => stream.evaluate((s) => s.getVideoTracks().map((t) => t.readyState))).toEqual(['ended'])
  })
})
