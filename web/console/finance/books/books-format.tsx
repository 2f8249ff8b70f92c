import { Anchor, Badge, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Label } from '#sync/i18n/language.ts'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import type { PartyType } from '#sync/resources/finance/account-types.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'

/** A right-aligned cell of figures. */
export const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** An amount as the books show it: two places; a zero as a blank where `blankZero`. */
export function money(value: string, blankZero = false): string {
  const shown = shownDecimal(value, 2)
  return blankZero && /^-?0\.00$/.test(shown) ? '' : shown
}

/** The kinds of party a payable is owed to (the journal's PARTY_TYPES). */
const PARTY_NAMES: Record<PartyType, Label> = {
  factory: { zh: '工厂', en: 'Factory', ja: '工場' },
  forwarder: { zh: '货代', en: 'Forwarder', ja: 'フォワーダー' },
  provider: { zh: '服务商', en: 'Service provider', ja: 'サービス業者' },
  marketplace: { zh: '平台', en: 'Marketplace', ja: 'マーケットプレイス' },
  customer: { zh: '客户', en: 'Customer', ja: '顧客' },
  employee: { zh: '员工', en: 'Employee', ja: '従業員' },
}

/** A kind of party (factory, forwarder, ...) in the reader's language. */
export const partyTypeName = (type: string): string => PARTY_NAMES[type as PartyType]?.[currentLanguage()] ?? type

/** A root type of the chart (asset, liability, ...) in the reader's language (the journal's vocabulary). */
export const rootTypeName = (type: string): string =>
  findDictionary('fin_root_type').entries.find((e) => e.key === type)?.label[currentLanguage()] ?? type

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
