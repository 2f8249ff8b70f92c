import { Anchor, Badge, Text } from '@mantine/core'
import { memo } from 'react'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { LongText } from '../../ui/inputs/long-text.tsx'

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
      return linkLabels?.[String(value)] ?? String(value)
    case 'bool':
      return Number(value) === 1 ? yesNo.yes : yesNo.no
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

/** One table cell: badges for flags and vocabularies, long text truncated, files as links. */
export const CellValue = memo(function CellValue({ field, value, lang, linkLabels, yesNo }: CellProps) {
  const text = cellText(field, value, lang, linkLabels, yesNo)
  if (text === '') return null
  switch (field.type) {
    case 'bool':
      return (
        <Badge size="sm" variant="light" color={Number(value) === 1 ? 'green' : 'gray'}>
          {text}
        </Badge>
      )
    case 'dict':
      return (
        <Badge size="sm" variant="light" style={{ textTransform: 'none' }}>
          {text}
        </Badge>
      )
    case 'file':
      return (
        <Anchor href={text} target="_blank" rel="noreferrer" size="sm">
          <LongText text={text.split('/').pop() ?? text} />
        </Anchor>
      )
    case 'decimal':
    case 'integer':
      return (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {text}
        </Text>
      )
    case 'longText':
      return <LongText text={text} />
    case 'text':
      // Codes and names show whole; remarks and other long texts are cut with a popover.
      return (field.max ?? 0) > 64 ? (
        <LongText text={text} />
      ) : (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      )
    default:
      return (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      )
  }
})
