import { BarChart } from '@mantine/charts'
import { ActionIcon, Paper, Table, Text } from '@mantine/core'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnswerOf } from '#sync/http/contract.ts'
import { AGE_BUCKETS, type agedPayablesContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { EmptyRow } from '../../../ui/empty-row.tsx'
import { money, NUMBER_CELL, PartyName, partyLabel } from './books-format.tsx'
import { OpenDocumentsTable } from './open-documents-table.tsx'

export type AgedPayables = AnswerOf<typeof agedPayablesContract>
type PartyRow = AgedPayables['parties'][number]

/** The buckets' colours, youngest to oldest. */
const COLORS: Record<(typeof AGE_BUCKETS)[number], string> = {
  days0to30: 'teal.5',
  days31to60: 'yellow.5',
  days61to90: 'orange.6',
  over90: 'red.7',
}

/** What each party is owed as stacked bars, one bar per party, one colour per age bucket. */
export function AgedPayablesChart({ aged }: { aged: AgedPayables }) {
  const { t } = useTranslation()
  const data = aged.parties.map((p) => ({
    party: partyLabel(p.party),
    ...Object.fromEntries(AGE_BUCKETS.map((b) => [b, Number(p[b])])),
  }))
  return (
    <Paper withBorder p="md">
      <Text fw={600} size="sm" mb="sm">
        {t('books.agedTitle')} · {t('books.currency', { currency: aged.currency })}
      </Text>
      <BarChart
        h={Math.max(200, Math.min(480, 80 + data.length * 32))}
        data={data}
        dataKey="party"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 220 }}
        series={AGE_BUCKETS.map((b) => ({ name: b, label: t(`books.bucket.${b}`), color: COLORS[b] }))}
        valueFormatter={(v) => money(String(v))}
        withLegend
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        tooltipAnimationDuration={100}
      />
    </Paper>
  )
}

/** A party's row (its buckets and total), which opens to the documents it is owed on. */
function PartyRows({ row }: { row: PartyRow }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon variant="subtle" size="sm" onClick={() => setOpen(!open)} aria-label={t('books.entries')}>
            {open ? '−' : '+'}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <PartyName party={row.party} />
          <Text size="xs" c="dimmed">
            {t('books.documents', { count: row.documents.length })}
          </Text>
        </Table.Td>
        {AGE_BUCKETS.map((b) => (
          <Table.Td key={b} style={NUMBER_CELL}>
            {money(row[b], true)}
          </Table.Td>
        ))}
        <Table.Td style={NUMBER_CELL} fw={600}>
          {money(row.total)}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={7} p="xs">
            <OpenDocumentsTable documents={row.documents} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}

/** Every party with its buckets, expandable to documents, and the totals. */
export function AgedPayablesTable({ aged }: { aged: AgedPayables }) {
  const { t } = useTranslation()
  return (
    <Table withTableBorder data-testid="aged-payables">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>{t('books.party')}</Table.Th>
          {AGE_BUCKETS.map((b) => (
            <Table.Th key={b} style={NUMBER_CELL}>
              {t(`books.bucket.${b}`)}
            </Table.Th>
          ))}
          <Table.Th style={NUMBER_CELL}>{t('books.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {aged.parties.length === 0 && <EmptyRow columns={7}>{t('books.nothingOpen')}</EmptyRow>}
        {aged.parties.map((row) => (
          <Fragment key={`${row.party.type}-${row.party.id}`}>
            <PartyRows row={row} />
          </Fragment>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={2}>{t('books.total')}</Table.Td>
          {[...AGE_BUCKETS, 'total' as const].map((b) => (
            <Table.Td key={b} style={NUMBER_CELL}>
              {money(aged.totals[b])}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
