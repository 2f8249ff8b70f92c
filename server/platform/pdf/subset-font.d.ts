// subset-font ships no types: HarfBuzz's subsetter, answering a font of only the given text's glyphs.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
      noHinting?: boolean
      noLayoutClosure?: boolean
    },
  ): Promise<Buffer>
}
