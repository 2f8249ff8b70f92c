import { BarChart } from '@mantine/charts'
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AnswerOf } from '#sync/http/contract.ts'
import { BOOKS_PATHS } from '#sync/menus/finance.menu.ts'
import type { trialBalanceContract } from '#sync/resources/finance/journal/books.contracts.ts'
import { EmptyRow } from '../../../ui/empty-row.tsx'
import { money, NUMBER_CELL, rootTypeName } from './books-format.tsx'

export type TrialBalance = AnswerOf<typeof trialBalanceContract>
type Account = TrialBalance['accounts'][number]
const SIDES = ['openingDebit', 'openingCredit', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit'] as const

/** Whether an account shows nothing at all in the range. */
export const isEmptyAccount = (a: Account): boolean => SIDES.every((k) => /^0(\.0+)?$/.test(a[k]))

/** The closing balances per root type as bars (debit positive). */
export function RootTypeChart({ balance }: { balance: TrialBalance }) {
  const { t } = useTranslation()
  const data = balance.byRootType.map((r) => ({
    rootType: rootTypeName(r.rootType),
    balance: Number(r.balance),
  }))
  return (
    <Paper withBorder p="md">
      <Text fw={600} size="sm">
        {t('books.chartTitle')}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('books.chartHint')} · {t('books.currency', { currency: balance.currency })}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="rootType"
        series={[{ name: 'balance', label: t('books.balance'), color: 'blue.6' }]}
        valueFormatter={(v) => money(String(v))}
        tooltipAnimationDuration={100}
      />
    </Paper>
  )
}

/** The two header rows: the three column groups, then debit and credit under each. */
function TrialBalanceHead() {
  const { t } = useTranslation()
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th rowSpan={2}>{t('books.code')}</Table.Th>
        <Table.Th rowSpan={2}>{t('books.account')}</Table.Th>
        {(['books.opening', 'books.period', 'books.closing'] as const).map((k) => (
          <Table.Th key={k} colSpan={2} style={{ textAlign: 'center' }}>
            {t(k)}
          </Table.Th>
        ))}
        <Table.Th rowSpan={2} />
      </Table.Tr>
      <Table.Tr>
        {SIDES.map((k) => (
          <Table.Th key={k} style={NUMBER_CELL}>
            {t(k.endsWith('Debit') ? 'books.debit' : 'books.credit')}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}

/** One account's row: groups in bold, indented by level, with a link to its entries. */
function AccountRow({ account, from, to }: { account: Account; from: string; to: string }) {
  const { t } = useTranslation()
  const entries = `${BOOKS_PATHS.accountEntries}?accountId=${account.id}&from=${from}&to=${to}`
  return (
    <Table.Tr fw={account.isGroup ? 600 : undefined}>
      <Table.Td>{account.code}</Table.Td>
      <Table.Td style={{ paddingLeft: 8 + (account.level - 1) * 16 }}>{account.name}</Table.Td>
      {SIDES.map((k) => (
        <Table.Td key={k} style={NUMBER_CELL}>
          {money(account[k], true)}
        </Table.Td>
      ))}
      <Table.Td>
        <Anchor component={Link} to={entries} size="sm">
          {t('books.entries')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  )
}

/** The accounts with their figures and the totals row, which says whether debits equal credits. */
export function TrialBalanceTable({ balance, accounts }: { balance: TrialBalance; accounts: readonly Account[] }) {
  const { t } = useTranslation()
  const { totals } = balance
  const even = (a: string, b: string) => money(a) === money(b)
  const balanced = even(totals.closingDebit, totals.closingCredit) && even(totals.periodDebit, totals.periodCredit)
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder withColumnBorders data-testid="trial-balance">
        <TrialBalanceHead />
        <Table.Tbody>
          {accounts.length === 0 && <EmptyRow columns={9}>{t('books.noAccounts')}</EmptyRow>}
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a} from={balance.from} to={balance.to} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="trial-balance-totals">
            <Table.Td colSpan={2}>
              {t('books.total')}{' '}
              <Badge color={balanced ? 'teal' : 'red'} variant="light">
                {t(balanced ? 'books.balanced' : 'books.unbalanced')}
              </Badge>
            </Table.Td>
            {SIDES.map((k) => (
              <Table.Td key={k} style={NUMBER_CELL}>
                {money(totals[k])}
              </Table.Td>
            ))}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
