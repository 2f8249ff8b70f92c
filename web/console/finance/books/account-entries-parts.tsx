import { Badge, Pagination, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AnswerOf } from '#sync/http/contract.ts'
import type { accountEntriesContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { EmptyRow } from '../../../ui/empty-row.tsx'
import { DocumentLink, money, NUMBER_CELL, PartyName } from './books-format.tsx'

export type AccountEntries = AnswerOf<typeof accountEntriesContract>
type Line = AccountEntries['records'][number]

/** The opening or closing balance across the table. */
function BalanceRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Table.Tr bg="var(--mantine-color-gray-light)" fw={600}>
      <Table.Td colSpan={8}>{label}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{money(amount)}</Table.Td>
    </Table.Tr>
  )
}

/** One line: date, entry, document (a link to its page), party, memo, amounts and balance after it. */
function LineRow({ line, showAccount }: { line: Line; showAccount: boolean }) {
  const { t } = useTranslation()
  const foreign = line.currency !== '' && (line.debit !== line.baseDebit || line.credit !== line.baseCredit)
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.postingDate}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {line.entryCode}
        {line.reversal && (
          <Badge ml={4} size="xs" color="orange" variant="light">
            {t('books.reversal')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <DocumentLink document={line.document} />
      </Table.Td>
      <Table.Td>
        <PartyName party={line.party} />
      </Table.Td>
      <Table.Td>
        {showAccount && <Text size="xs" c="dimmed">{`${line.accountCode} ${line.accountName}`}</Text>}
        {line.memo}
      </Table.Td>
      <Table.Td style={NUMBER_CELL}>
        {foreign ? `${money(line.debit, true) || money(line.credit)} ${line.currency}` : line.currency}
      </Table.Td>
      <Table.Td style={NUMBER_CELL}>{money(line.baseDebit, true)}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{money(line.baseCredit, true)}</Table.Td>
      <Table.Td style={NUMBER_CELL}>{money(line.balance)}</Table.Td>
    </Table.Tr>
  )
}

/** The account's lines between its opening and closing balances, a page at a time. */
export function AccountEntriesTable({ entries, onPage }: { entries: AccountEntries; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(entries.total / entries.size))
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="account-entries">
          <Table.Thead>
            <Table.Tr>
              {(['date', 'entry', 'document', 'party', 'memo', 'amount', 'debit', 'credit', 'balance'] as const).map(
                (k) => (
                  <Table.Th
                    key={k}
                    style={['amount', 'debit', 'credit', 'balance'].includes(k) ? NUMBER_CELL : undefined}
                  >
                    {t(`books.${k}`)}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <BalanceRow label={`${t('books.opening')} (${entries.from})`} amount={entries.opening} />
            {entries.records.length === 0 && <EmptyRow columns={9}>{t('books.noLines')}</EmptyRow>}
            {entries.records.map((line) => (
              <LineRow key={line.lineId} line={line} showAccount={entries.account.isGroup} />
            ))}
            <BalanceRow label={`${t('books.closing')} (${entries.to})`} amount={entries.closing} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination mt="sm" total={pages} value={entries.current} onChange={onPage} size="sm" />}
    </>
  )
}
