import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/db.ts'

/** Characters that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CAPTCHA_MINUTES = 30
const WIDTH = 130
const HEIGHT = 48

/** A hard-to-machine-read SVG of `code`: rotated glyphs over noise lines and dots. */
export function drawCaptcha(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fb"/>`]
  const colour = () => `hsl(${randomInt(360)},${50 + randomInt(30)}%,${30 + randomInt(25)}%)`
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="${1 + randomInt(2)}" fill="none" opacity="0.6"/>`,
    )
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour()}"/>`)
  }
  const step = WIDTH / (code.length + 1)
  ;[...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 0.7))
    const y = 32 + randomInt(8)
    const angle = randomInt(50) - 25
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${26 + randomInt(6)}" font-weight="bold" fill="${colour()}" transform="rotate(${angle} ${x} ${y})">${ch}</text>`,
    )
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Issues a captcha valid for 30 minutes; `fixedCode` is the test-only setting CAPTCHA_TEST_CODE. */
export async function issueCaptcha(db: Queryable, fixedCode?: string): Promise<{ key: string; image: string }> {
  const code = fixedCode ?? Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  const key = randomUUID()
  await db.query(`DELETE FROM blade_captcha WHERE expires_at < localtimestamp(0)`)
  await db.query(
    `INSERT INTO blade_captcha (captcha_key, code, expires_at)
     VALUES ($1, $2, localtimestamp(0) + make_interval(mins => $3))`,
    [key, code, CAPTCHA_MINUTES],
  )
  return { key, image: drawCaptcha(code) }
}

/** Uses up a captcha: 'ok' when the code matches (case-insensitive); any answer spends it. */
export async function spendCaptcha(db: Queryable, key: string, code: string): Promise<'ok' | 'wrong' | 'expired'> {
  const rows = await db.query<{ code: string; live: boolean }>(
    `DELETE FROM blade_captcha WHERE captcha_key = $1 RETURNING code, expires_at >= localtimestamp(0) AS live`,
    [key],
  )
  const row = rows[0]
  if (!row?.live) return 'expired'
  return row.code.toLowerCase() === code.trim().toLowerCase() ? 'ok' : 'wrong'
}
