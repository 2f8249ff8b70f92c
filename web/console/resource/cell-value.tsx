import { memo } from 'react'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import { shownDecimal, shownPercent } from '#sync/money/shown-decimal.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { officeTimeText } from '../../api/office-zone.ts'
import { LongText } from '../../ui/inputs/long-text.tsx'
import { ImagePreview } from '../../ui/widgets/image-preview.tsx'
import classes from './resource-table.module.css'

const IMAGE_FILE = /\.(png|jpe?g|gif|webp)(\?.*)?$/i

/** The label of a dictionary key in the person's language (the key itself when unknown). */
export function dictLabel(code: string, key: unknown, lang: Language): string {
  if (key === undefined || key === null || key === '') return ''
  return findDictionary(code).entries.find((e) => e.key === String(key))?.label[lang] ?? String(key)
}

/** What a cell shows as plain text: dict labels, link labels, yes/no; used by the table and by tests. */
export function cellText(
  field: Field,
  value: unknown,
  lang: Language,
  linkLabels: Record<string, string> | undefined,
  yesNo: { yes: string; no: string },
): string {
  if (value === undefined || value === null || value === '') return ''
  switch (field.type) {
    case 'dict':
      return field.dict ? dictLabel(field.dict, value, lang) : String(value)
    case 'link':
    case 'links':
    case 'id':
      return linkLabels?.[String(value)] ?? String(value)
    case 'bool':
      return Number(value) === 1 ? yesNo.yes : yesNo.no
    case 'decimal':
      return field.percent ? shownPercent(String(value)) : shownDecimal(String(value), field.shown)
    case 'datetime':
      // Written in the office's zone; labelled with it where the browser's differs.
      return officeTimeText(String(value))
    default:
      return String(value)
  }
}

type CellProps = {
  field: Field
  value: unknown
  lang: Language
  linkLabels: Record<string, string> | undefined
  yesNo: { yes: string; no: string }
}

/** One table cell: badges for flags and vocabularies, long text truncated, files as links (plain elements: 200 rows stay light). */
export const CellValue = memo(function CellValue({ field, value, lang, linkLabels, yesNo }: CellProps) {
  const text = cellText(field, value, lang, linkLabels, yesNo)
  if (text === '') return null
  switch (field.type) {
    case 'bool':
      return (
        <span className={classes.badge} data-tone={Number(value) === 1 ? 'green' : 'gray'}>
          {text}
        </span>
      )
    case 'dict':
      return <span className={classes.badge}>{text}</span>
    case 'file':
      // Images show as a thumbnail with a preview; other files (PDF) as their name.
      return IMAGE_FILE.test(text) ? (
        <ImagePreview src={text} downloadable />
      ) : (
        <a href={text} target="_blank" rel="noreferrer">
          <LongText text={text.split('/').pop() ?? text} />
        </a>
      )
    case 'decimal':
    case 'integer':
      return <span className={classes.num}>{text}</span>
    case 'longText':
      return <LongText text={text} />
    case 'text':
      // Codes and names show whole; remarks and other long texts are cut with a popover.
      return (field.max ?? 0) > 64 ? <LongText text={text} /> : <span className={classes.nowrap}>{text}</span>
    default:
      return <span className={classes.nowrap}>{text}</span>
  }
})
