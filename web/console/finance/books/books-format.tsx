import { Anchor, Badge, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'

/** A right-aligned cell of figures. */
export const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** An amount as the books show it: two places; a zero as a blank where `blankZero`. */
export function money(value: string, blankZero = false): string {
  const shown = shownDecimal(value, 2)
  return blankZero && /^-?0\.00$/.test(shown) ? '' : shown
}

/** A word of the journal's vocabularies (party types, root types) in the reader's language. */
function wordOf(code: 'fin_party_type' | 'fin_root_type', key: string): string {
  return findDictionary(code).entries.find((e) => e.key === key)?.label[currentLanguage()] ?? key
}

/** A kind of party (factory, forwarder, ...) in the reader's language. */
export const partyTypeName = (type: string): string => wordOf('fin_party_type', type)

/** A root type of the chart (asset, liability, ...) in the reader's language. */
export const rootTypeName = (type: string): string => wordOf('fin_root_type', type)

/** A party's name as a chart labels it: its name (else its id) and its kind. */
export const partyLabel = (party: { type: string; id: string; name: string | null }): string =>
  `${party.name ?? `#${party.id}`} · ${partyTypeName(party.type)}`

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
  if (!party) return null
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{party.name ?? `#${party.id}`}</Text>
      {party.type && (
        <Badge size="xs" variant="light" color="gray">
          {partyTypeName(party.type)}
        </Badge>
      )}
    </Group>
  )
}
