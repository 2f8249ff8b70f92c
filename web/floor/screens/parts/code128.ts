/**
 * Code 128 for box labels. @zxing/library 0.23 only reads Code 128 (its writers are QR, Data Matrix
 * and Aztec), so the symbol is built here from the standard's table; a test decodes it with zxing's
 * Code128Reader.
 */

/** Bar and space widths (in modules) of symbol values 0..105, then the stop pattern. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 ' +
  '113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 ' +
  '113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 ' +
  '241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 ' +
  '211232 2331112'
).split(' ')

const START_B = 104
const START_C = 105
const CODE_B = 100
const CODE_C = 99
const STOP = 106
/** Blank modules required on each side of the symbol. */
const QUIET_ZONE = 10

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'

/** Length of the run of digits starting at `from`. */
function digitRun(text: string, from: number): number {
  let end = from
  while (isDigit(text[end])) end++
  return end - from
}

/**
 * The symbol values of `text` (printable ASCII): code set B, switching to C for runs of four or more
 * digits (six inside the text) so numeric codes print shorter; checksum and stop included.
 */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('Code 128: empty text')
  for (const ch of text) {
    const c = ch.charCodeAt(0)
    if (c < 32 || c > 126) throw new Error(`Code 128: character ${JSON.stringify(ch)} is not printable ASCII`)
  }
  const values: number[] = []
  const leadDigits = digitRun(text, 0)
  let setC = leadDigits >= 4
  values.push(setC ? START_C : START_B)
  let i = 0
  while (i < text.length) {
    if (setC) {
      const run = digitRun(text, i)
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)))
        i += 2
        continue
      }
      values.push(CODE_B)
      setC = false
      continue
    }
    const run = digitRun(text, i)
    const atEnd = i + run === text.length
    if (run >= 6 || (atEnd && run >= 4)) {
      // An odd run keeps its first digit in set B so the rest pairs up.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32)
        i++
      }
      values.push(CODE_C)
      setC = true
      continue
    }
    values.push(text.charCodeAt(i) - 32)
    i++
  }
  const checksum = values.reduce((sum, v, index) => sum + v * Math.max(index, 1), 0) % 103
  values.push(checksum, STOP)
  return values
}

/** The symbol as alternating bar/space widths in modules, quiet zones excluded (starts with a bar). */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((v) => [...(PATTERNS[v] ?? '')].map(Number))
}

/** The symbol as one boolean per module (true = bar), quiet zones included. */
export function code128Modules(text: string): boolean[] {
  const modules: boolean[] = Array(QUIET_ZONE).fill(false)
  code128Widths(text).forEach((width, index) => {
    for (let k = 0; k < width; k++) modules.push(index % 2 === 0)
  })
  for (let k = 0; k < QUIET_ZONE; k++) modules.push(false)
  return modules
}

/** An SVG drawing of the symbol, `height` modules tall, one rect per bar; scales to its container's width. */
export function code128Svg(text: string, height = 50): string {
  const modules = code128Modules(text)
  const bars: string[] = []
  let x = 0
  while (x < modules.length) {
    if (!modules[x]) {
      x++
      continue
    }
    let end = x
    while (modules[end]) end++
    bars.push(`<rect x="${x}" y="0" width="${end - x}" height="${height}"/>`)
    x = end
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${modules.length} ${height}" ` +
    `preserveAspectRatio="none" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(text)}">` +
    `<rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars.join('')}</g></svg>`
  )
}

/** Text made safe inside XML/HTML markup. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}
