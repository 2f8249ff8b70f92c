import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import subsetFont from 'subset-font'

/**
 * The fonts labels print with: Noto Sans SC (SIL OFL), regular and bold. It draws Latin, Chinese
 * and Japanese (kana and kanji), so a packing list's product names and a Japanese address print as
 * written, where the standard PDF fonts print Latin-1 only.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc'
const FILES = { regular: '400Regular/NotoSansSC_400Regular.ttf', bold: '700Bold/NotoSansSC_700Bold.ttf' }
/** fontkit applies the font's local forms whatever the language: its digits would be drawn spaced out. */
const PLAIN = { locl: false }
/** What every label may print besides its order's own words: printable ASCII. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('')
/** Only the glyphs of the text, unhinted (labels print at 203 dpi and up): a few kB a font. */
const SUBSET = { targetFormat: 'truetype', noHinting: true, noLayoutClosure: true } as const

type FontFiles = { regular: Uint8Array; bold: Uint8Array; characters: ReadonlySet<number> }
let loading: Promise<FontFiles> | undefined

/** Reads the font files once per process (10 MB each), with the characters they draw. */
function fontFiles(): Promise<FontFiles> {
  loading ??= (async () => {
    const dir = dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`))
    const [regular, bold] = await Promise.all([readFile(join(dir, FILES.regular)), readFile(join(dir, FILES.bold))])
    const characters = new Set(fontkit.create(regular).characterSet)
    return { regular, bold, characters }
  })()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** A document's label fonts and what they can print. */
export type LabelFonts = { font: PDFFont; bold: PDFFont; printable: (text: string | null | undefined) => string }

/**
 * Embeds the label fonts in a document, cut down to the characters of `words` (what the document
 * will print) and ASCII: HarfBuzz makes the subset and it goes in whole (pdf-lib's own subsetting
 * loses glyphs of this font). `printable` keeps what the fonts draw and puts "?" for the rest
 * (Hangul, emoji), line breaks and controls becoming spaces.
 */
export async function embedLabelFonts(doc: PDFDocument, words: string): Promise<LabelFonts> {
  const files = await fontFiles()
  const printable = (text: string | null | undefined) => {
    let out = ''
    for (const ch of text ?? '') {
      const code = ch.codePointAt(0) ?? 0
      out += code < 0x20 || code === 0x7f ? ' ' : files.characters.has(code) ? ch : '?'
    }
    return out.trim()
  }
  const text = ASCII + printable(words)
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([
    subsetFont(files.regular, text, SUBSET),
    subsetFont(files.bold, text, SUBSET),
  ])
  const [font, boldFont] = await Promise.all([
    doc.embedFont(regular, { subset: false, features: PLAIN }),
    doc.embedFont(bold, { subset: false, features: PLAIN }),
  ])
  return { font, bold: boldFont, printable }
}
