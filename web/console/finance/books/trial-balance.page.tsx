import { Button, Group, Paper, Select, Stack, Switch, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DateRangePicker } from '../../../ui/inputs/date-range-picker.tsx'
import { isEmptyAccount, RootTypeChart, TrialBalanceTable } from './trial-balance-parts.tsx'
import { useTrialBalance } from './use-trial-balance.ts'

const LEVELS = ['1', '2', '3', '4']

/** The trial balance (试算平衡表): dates and level, the closing balances by root type, and every account's figures. */
export function TrialBalancePage() {
  const { t } = useTranslation()
  const { draft, setDraft, show, hideEmpty, setHideEmpty, answer } = useTrialBalance()
  const accounts = answer ? answer.accounts.filter((a) => !hideEmpty || !isEmptyAccount(a)) : []
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Title order={4} mr="auto">
            {t('books.trialBalance')}
          </Title>
          <div style={{ width: 280 }}>
            <DateRangePicker
              label={t('books.dates')}
              value={draft.range}
              onChange={(range) => setDraft({ ...draft, range })}
            />
          </div>
          <Select
            w={140}
            label={t('books.level')}
            placeholder={t('books.allLevels')}
            data={LEVELS}
            value={draft.level ? String(draft.level) : null}
            onChange={(v) => setDraft({ ...draft, level: v ? Number(v) : null })}
            clearable
          />
          <Switch
            label={t('books.hideEmpty')}
            checked={hideEmpty}
            onChange={(e) => setHideEmpty(e.currentTarget.checked)}
            mb={8}
          />
          <Button onClick={show}>{t('books.show')}</Button>
        </Group>
      </Paper>
      {answer && <RootTypeChart balance={answer} />}
      {answer && (
        <Paper withBorder p="md">
          <TrialBalanceTable balance={answer} accounts={accounts} />
        </Paper>
      )}
    </Stack>
  )
}
