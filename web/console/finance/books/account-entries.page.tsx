import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BOOKS_PATHS } from '#sync/menus/finance.menu.ts'
import { DateRangePicker } from '../../../ui/inputs/date-range-picker.tsx'
import { AccountEntriesTable } from './account-entries-parts.tsx'
import { money } from './books-format.tsx'
import { useAccountEntries } from './use-account-entries.ts'

/** An account's entries (科目明细账): the account and dates, then every line posted with its document. */
export function AccountEntriesPage() {
  const { t } = useTranslation()
  const { draft, setDraft, show, accounts, entries, setCurrent, chosen } = useAccountEntries()
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Title order={4} mr="auto">
            {t('books.accountEntries')}
          </Title>
          <Select
            w={280}
            label={t('books.account')}
            data={accounts}
            value={draft.accountId || null}
            onChange={(v) => setDraft({ ...draft, accountId: v ?? '' })}
            searchable
          />
          <div style={{ width: 280 }}>
            <DateRangePicker
              label={t('books.dates')}
              value={draft.range}
              onChange={(range) => setDraft({ ...draft, range })}
            />
          </div>
          <Button onClick={show} disabled={!draft.accountId}>
            {t('books.show')}
          </Button>
        </Group>
      </Paper>
      {!chosen && <Text c="dimmed">{t('books.chooseAccount')}</Text>}
      {entries && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={5}>{`${entries.account.code} ${entries.account.name}`}</Title>
            <Text size="sm" c="dimmed">
              {t('books.debit')} {money(entries.periodDebit)} · {t('books.credit')} {money(entries.periodCredit)} ·{' '}
              {t('books.currency', { currency: entries.currency })}
            </Text>
            <Anchor component={Link} to={BOOKS_PATHS.trialBalance} size="sm">
              {t('books.back')}
            </Anchor>
          </Group>
          <AccountEntriesTable entries={entries} onPage={setCurrent} />
        </Paper>
      )}
    </Stack>
  )
}
