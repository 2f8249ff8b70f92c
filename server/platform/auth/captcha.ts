import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/db.ts'

/** Characters that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CAPTCHA_MINUTES = 30
const WIDTH = 130
const HEIGHT = 48

type Point = readonly [number, number]

/**
 * A hand-drawn stroke font: each character as polylines in a box 10 wide and 14 high (y down),
 * strokes apart by `|`, points `x,y`, and `(cx,cy,rx,ry,from,to)` the points along an ellipse from
 * angle `from` to `to` in degrees (0 = right, 90 = down), either way round. The alphabet's 31
 * characters, plus the few a fixed test code (CAPTCHA_TEST_CODE) may use.
 */
const FONT: Record<string, string> = {
  A: '0,14 5,0 10,14 | 2,9 8,9',
  B: '1,7 1,0 5.5,0 (5.5,3.5,3.5,3.5,-90,90) 1,7 6,7 (6,10.5,3.5,3.5,-90,90) 1,14 1,7',
  C: '(5.5,7,4.8,7,320,40)',
  D: '1,0 1,14 4,14 (4,7,5.5,7,90,-90) 1,0',
  E: '9,0 1,0 1,14 9,14 | 1,7 7,7',
  F: '9,0 1,0 1,14 | 1,7 7,7',
  G: '(5.5,7,4.6,7,320,30) 10,7 6.5,7',
  H: '1,0 1,14 | 9,0 9,14 | 1,7 9,7',
  J: '9,0 9,10 (5,10,4,4,0,180)',
  K: '1,0 1,14 | 9,0 1,8.5 | 3.8,5.8 9.5,14',
  M: '1,14 1,0 5,9 9,0 9,14',
  N: '1,14 1,0 9,14 9,0',
  P: '1,14 1,0 5.5,0 (5.5,3.75,3.75,3.75,-90,90) 1,7.5',
  Q: '(5,7,4.6,7,0,360) | 6,10 10,14.5',
  R: '1,14 1,0 5.5,0 (5.5,3.75,3.75,3.75,-90,90) 1,7.5 | 5,7.5 9.5,14',
  S: '(5,3.6,4,3.6,340,90) (5,10.6,4.2,3.4,-90,160)',
  T: '0,0 10,0 | 5,0 5,14',
  U: '1,0 1,9.5 (5,9.5,4,4.5,180,0) 9,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2.5,14 5,4 7.5,14 10,0',
  X: '1,0 9,14 | 9,0 1,14',
  Y: '0,0 5,7 10,0 | 5,7 5,14',
  // Z has a bar across so it cannot pass for a 2.
  Z: '1,0 9,0 1,14 9,14 | 3,7 7,7',
  '2': '(5,4,4,4,190,380) 1,14 9.5,14',
  '3': '(5,3.5,3.8,3.5,200,450) (5,10.5,4.2,3.5,-90,160)',
  '4': '7,14 7,0 0,10 10,10',
  '5': '9,0 2,0 1.5,6.5 (5,9.8,4.2,4.2,-130,150)',
  '6': '8.5,0.8 5.5,0.4 2.5,2.8 1.2,7 (5,10,4,4,180,540)',
  '7': '0.5,0 9.5,0 4,14',
  '8': '(5,3.6,3.6,3.6,90,450) | (5,10.4,4.4,3.6,-90,270)',
  '9': '(5,4,4,4,0,360) 9,8 7.5,12 5,13.6 1.5,13.2',
  // Outside the alphabet: only a fixed test code can contain them.
  I: '5,0 5,14 | 2,0 8,0 | 2,14 8,14',
  L: '1,0 1,14 9,14',
  O: '(5,7,4.6,7,0,360)',
  '0': '(5,7,4.6,7,0,360) | 7.5,2.5 2.5,11.5',
  '1': '2.5,3 6,0 6,14 | 2.5,14 9.5,14',
}

function arcPoints(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 15))
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const
  })
}

/** One glyph of FONT as polylines. */
function parseGlyph(text: string): Point[][] {
  return text.split('|').map((stroke) =>
    (stroke.match(/\([^)]*\)|\S+/g) ?? []).flatMap((item): Point[] => {
      const n = item.replace(/[()]/g, '').split(',').map(Number)
      return item.startsWith('(')
        ? arcPoints(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 0, n[4] ?? 0, n[5] ?? 0)
        : [[n[0] ?? 0, n[1] ?? 0]]
    }),
  )
}

const GLYPHS = new Map(Object.entries(FONT).map(([ch, text]) => [ch, parseGlyph(text)]))

/** Where a drawing's chances come from: a whole number in [0, n). */
export type Chance = (n: number) => number

/** The crypto source: a drawing must not be predictable (tests pass a seeded one to pin the picture). */
const cryptoChance: Chance = (n) => randomInt(n)

/** Points evenly along a polyline, about `step` apart: their number says nothing of the glyph's corners. */
function resample(line: readonly Point[], step: number): Point[] {
  const lengths = line.slice(1).map((p, i) => Math.hypot(p[0] - (line[i]?.[0] ?? 0), p[1] - (line[i]?.[1] ?? 0)))
  const total = lengths.reduce((a, b) => a + b, 0)
  const count = Math.max(1, Math.round(total / step))
  const out: Point[] = []
  let segment = 0
  let before = 0
  for (let k = 0; k <= count; k++) {
    const at = (total * k) / count
    while (segment < lengths.length - 1 && before + (lengths[segment] ?? 0) < at) before += lengths[segment++] ?? 0
    const [ax, ay] = line[segment] ?? [0, 0]
    const [bx, by] = line[segment + 1] ?? [ax, ay]
    const t = lengths[segment] ? (at - before) / (lengths[segment] ?? 1) : 0
    out.push([ax + (bx - ax) * t, ay + (by - ay) * t])
  }
  return out
}

/** Splits a polyline at random points into pieces that overlap by one point (no gap shows). */
function splitRandomly(points: Point[], chance: Chance): Point[][] {
  const pieces: Point[][] = []
  let start = 0
  while (points.length - start > 6 && chance(3) === 0) {
    const cut = start + 3 + chance(points.length - start - 5)
    pieces.push(points.slice(start, cut + 1))
    start = cut
  }
  pieces.push(points.slice(start))
  return pieces
}

function shuffle<T>(items: T[], chance: Chance): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = chance(i + 1)
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

const pathData = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('')

/**
 * A captcha image of `code` that holds no text: each character is drawn from the stroke font as
 * paths, scaled, sheared and rotated at random, every point jittered, the whole picture bent by a
 * random wave, its strokes cut into pieces shuffled among noise strokes of the same colours, over
 * noise curves and dots. Reading it takes OCR, not a string search. Answers a data: URL.
 */
export function drawCaptcha(code: string, chance: Chance = cryptoChance): string {
  /** A number in [from, to), in millionths. */
  const between = (from: number, to: number) => from + (chance(1_000_000) / 1_000_000) * (to - from)
  const hue = chance(360)
  const colour = () => `hsl(${(hue + chance(160)) % 360},${55 + chance(30)}%,${25 + chance(20)}%)`
  const wave = { ay: between(1.5, 3), fy: between(0.06, 0.11), py: between(0, 6.3), ax: between(0.8, 1.8) }
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin(y * 0.2 + wave.py),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ]
  const jitter = ([x, y]: Point, by: number): Point => [x + between(-by, by), y + between(-by, by)]
  const strokes: string[] = []
  const colours: string[] = []
  const chars = [...code.toUpperCase()]
  const step = (WIDTH - 12) / Math.max(1, chars.length)
  chars.forEach((ch, i) => {
    const glyph = GLYPHS.get(ch) ?? []
    const size = between(1.75, 2.1)
    const sx = size * between(0.85, 1.1)
    const sy = size * between(0.92, 1.08)
    const shear = between(-0.25, 0.25)
    const turn = (between(-24, 24) * Math.PI) / 180
    const cx = 6 + step * (i + 0.5) + between(-2.5, 2.5)
    const cy = HEIGHT / 2 + between(-2.5, 2.5)
    const place = ([u, v]: Point): Point => {
      const x = (u - 5 + shear * (v - 7)) * sx
      const y = (v - 7) * sy
      return [cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn)]
    }
    const ink = colour()
    colours.push(ink)
    const width = between(2.3, 3).toFixed(1)
    for (const line of glyph) {
      const points = resample(line, between(0.8, 1.3)).map((p) => bend(jitter(place(p), 0.45)))
      for (const piece of splitRandomly(points, chance)) {
        strokes.push(`<path d="${pathData(piece)}" stroke="${ink}" stroke-width="${width}"/>`)
      }
    }
  })
  // Short strokes in the glyphs' colours among their pieces: a script cannot drop them by colour or
  // element; a little thinner than the glyphs, so people still read the characters.
  for (let i = 0; i < 4; i++) {
    const from: Point = [between(4, WIDTH - 4), between(6, HEIGHT - 6)]
    const to: Point = [from[0] + between(-9, 9), from[1] + between(-9, 9)]
    const points = resample([from, to], 1).map((p) => bend(jitter(p, 0.45)))
    const ink = colours[chance(Math.max(1, colours.length))] ?? colour()
    strokes.push(`<path d="${pathData(points)}" stroke="${ink}" stroke-width="${between(1.4, 2).toFixed(1)}"/>`)
  }
  const noise: string[] = []
  for (let i = 0; i < 3; i++) {
    const a: Point = [between(-10, 20), between(0, HEIGHT)]
    const b: Point = [between(30, 100), between(-20, HEIGHT + 20)]
    const c: Point = [between(WIDTH - 20, WIDTH + 10), between(0, HEIGHT)]
    const curve = Array.from({ length: 33 }, (_, k) => {
      const t = k / 32
      return [
        (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * b[0] + t ** 2 * c[0],
        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * b[1] + t ** 2 * c[1],
      ] as const
    })
    noise.push(
      `<path d="${pathData(curve.map((p) => bend(jitter(p, 0.3))))}" stroke="${colour()}" stroke-width="${between(1, 1.8).toFixed(1)}" opacity="0.75"/>`,
    )
  }
  for (let i = 0; i < 45; i++) {
    noise.push(
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.5, 1.4).toFixed(1)}" fill="${colour()}" stroke="none"/>`,
    )
  }
  const body = shuffle([...noise, ...strokes], chance).join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fb"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** What `issueCaptcha` is told: the test-only fixed code, and the most captchas stored at a time. */
export type CaptchaOptions = {
  /** The test-only setting CAPTCHA_TEST_CODE: every captcha's answer. */
  fixedCode?: string | undefined
  /** Past this many stored captchas the oldest are dropped (0: no cap). */
  maxStored?: number
}

/**
 * Issues a captcha valid for 30 minutes. Expired ones are deleted, and at most `maxStored` are
 * kept: the oldest go first, so a flood cannot grow the table and the newest captcha always works.
 */
export async function issueCaptcha(
  db: Queryable,
  options: CaptchaOptions = {},
): Promise<{ key: string; image: string }> {
  const code = options.fixedCode ?? Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  const key = randomUUID()
  await db.query(`DELETE FROM blade_captcha WHERE expires_at < localtimestamp(0)`)
  if (options.maxStored) {
    await db.query(
      `DELETE FROM blade_captcha WHERE captcha_key IN
         (SELECT captcha_key FROM blade_captcha ORDER BY expires_at DESC OFFSET $1)`,
      [options.maxStored - 1],
    )
  }
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
