import { Badge, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AnswerOf } from '#sync/http/contract.ts'
import type { payablesContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { EmptyRow } from '../../../ui/empty-row.tsx'
import { DocumentLink, money, NUMBER_CELL, PartyName } from './books-format.tsx'

type OpenDocument = AnswerOf<typeof payablesContract>['records'][number]

/** Open documents: the document (a link to its page), party, due date and age, raised and still open. */
export function OpenDocumentsTable({
  documents,
  withParty = false,
}: {
  documents: readonly OpenDocument[]
  withParty?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Table withTableBorder striped data-testid="open-documents">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('books.document')}</Table.Th>
          {withParty && <Table.Th>{t('books.party')}</Table.Th>}
          <Table.Th>{t('books.dueDate')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('books.overdueDays')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('books.raised')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('books.open')}</Table.Th>
          <Table.Th style={NUMBER_CELL}>{t('books.baseOpen')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.length === 0 && <EmptyRow columns={withParty ? 7 : 6}>{t('books.nothingOpen')}</EmptyRow>}
        {documents.map((d) => (
          <Table.Tr key={`${d.document.type}-${d.document.id}-${d.party.id}`}>
            <Table.Td>
              <DocumentLink document={d.document} />
            </Table.Td>
            {withParty && (
              <Table.Td>
                <PartyName party={d.party} />
              </Table.Td>
            )}
            <Table.Td>{d.dueDate}</Table.Td>
            <Table.Td style={NUMBER_CELL}>
              {d.daysOverdue > 0 ? (
                <Badge color={d.bucket === 'days0to30' ? 'yellow' : 'red'} variant="light">
                  {d.daysOverdue}
                </Badge>
              ) : (
                ''
              )}
            </Table.Td>
            <Table.Td style={NUMBER_CELL}>{`${money(d.amount)} ${d.currency}`}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{`${money(d.open)} ${d.currency}`}</Table.Td>
            <Table.Td style={NUMBER_CELL}>{money(d.baseOpen)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
