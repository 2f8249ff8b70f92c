import { code128Svg, escapeXml } from './code128.ts'

/** What one box label carries; captions come translated from the screen. */
export type BoxLabel = {
  /** `<order code>-<box no>`: what the barcode encodes. */
  boxCode: string
  orderCode: string
  /** e.g. "Box 2". */
  boxCaption: string
  /** e.g. "12 units · 40×30×20 cm · 3.5 kg". */
  details: string
}

/** A small printable page (100 × 60 mm) with the box's Code 128 barcode and its code in clear text. */
export function boxLabelHtml(label: BoxLabel): string {
  const text = escapeXml
  return `<!doctype html><html><head><meta charset="utf-8"><title>${text(label.boxCode)}</title><style>
@page { size: 100mm 60mm; margin: 3mm; }
html, body { margin: 0; font-family: system-ui, sans-serif; color: #000; }
.label { width: 94mm; height: 54mm; display: flex; flex-direction: column; justify-content: space-between; }
.head { display: flex; justify-content: space-between; align-items: baseline; font-size: 5mm; font-weight: 700; }
.bars { height: 24mm; }
.bars svg { width: 100%; height: 100%; display: block; }
.code { text-align: center; font: 700 6mm/1 ui-monospace, monospace; letter-spacing: 0.5mm; }
.details { text-align: center; font-size: 3.5mm; }
</style></head><body><div class="label">
<div class="head"><span>${text(label.orderCode)}</span><span>${text(label.boxCaption)}</span></div>
<div class="bars">${code128Svg(label.boxCode)}</div>
<div class="code">${text(label.boxCode)}</div>
<div class="details">${text(label.details)}</div>
</div></body></html>`
}

/**
 * Prints a page through a hidden frame, so the app stays as it is under the print dialog (no new
 * window a phone might block, no print styles on the app itself).
 */
export function printHtml(html: string): void {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden'
  const remove = () => frame.remove()
  frame.onload = () => {
    const view = frame.contentWindow
    if (!view) return remove()
    view.addEventListener('afterprint', remove, { once: true })
    view.focus()
    view.print()
    // Browsers whose print() returns before printing never send afterprint to a frame: clean up later.
    setTimeout(remove, 60_000)
  }
  frame.srcdoc = html
  document.body.append(frame)
}

/** Prints one box label. */
export function printBoxLabel(label: BoxLabel): void {
  printHtml(boxLabelHtml(label))
}
