import { toBuffer } from 'bwip-js/node'

/**
 * A Code 128 barcode as a PNG (bwip-js): three pixels a module, quiet zones of ten modules, so it
 * reads when printed at the width it is drawn (about 0.5 mm a module on a 4 in label).
 */
export function code128Png(text: string, heightMm = 15): Promise<Buffer> {
  return toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: heightMm,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  })
}
