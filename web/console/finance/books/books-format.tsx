import { Anchor, Badge, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { shownDecimal } from '#sync/money/shown-decimal.ts'

/** A right-aligned cell of figures. */
export const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** An amount as the books show it: two places; a zero as a blank where `blankZero`. */
export function money(value: string, blankZero = false): string {
  const shown = shownDecimal(value, 2)
  return blankZero && /^-?0\.00$/.test(shown) ? '' : shown
}

/** A document as the books name it, and where the console opens it. */
export type DocumentShown = { type: string; id: string; no: string | null; label: string | null; route: string | null }

/** A document as a link to its page (plain text where its kind has none), its kind beside it. */
export function DocumentLink({ document }: { document: DocumentShown }) {
  const text = document.no ?? `#${document.id}`
  return (
    <Group gap={6} wrap="nowrap">
      {document.route ? (
        <Anchor component={Link} to={document.route} size="sm" title={document.type}>
          {text}
        </Anchor>
      ) : (
        <Text size="sm" title={document.type}>
          {text}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {document.label ?? document.type}
      </Text>
    </Group>
  )
}

/** A party: its name, else its kind and id. */
export function PartyName({ party }: { party: { type: string; id: string; name: string | null } | null }) {
  const { t } = useTranslation()
  if (!party) return null
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{party.name ?? `#${party.id}`}</Text>
      {party.type && (
        <Badge size="xs" variant="light" color="gray">
          {t(`books.party.${party.type}` as 'books.party.factory')}
        </Badge>
      )}
    </Group>
  )
}
