import { Button, Group, Paper, Select, Switch, Title } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { PARTY_TYPES, type PartyType } from '#sync/resources/finance/account-types.ts'
import { partyTypeName } from './books-format.tsx'
import type { PayablesAsk } from './use-payables.ts'

/** The payables reports' heading and filters: the day, the kind of party and (for the list) overdue only. */
export function PayablesFilter({
  title,
  draft,
  onChange,
  onShow,
  withOverdue = false,
}: {
  title: string
  draft: PayablesAsk
  onChange: (draft: PayablesAsk) => void
  onShow: () => void
  withOverdue?: boolean
}) {
  const { t } = useTranslation()
  const parties = PARTY_TYPES.map((p) => ({ value: p, label: partyTypeName(p) }))
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Title order={4} mr="auto">
          {title}
        </Title>
        <DatePickerInput
          w={160}
          label={t('books.asOf')}
          value={draft.asOf}
          valueFormat="YYYY-MM-DD"
          onChange={(v) => onChange({ ...draft, asOf: v ? String(v).slice(0, 10) : draft.asOf })}
        />
        <Select
          w={180}
          label={t('books.partyType')}
          placeholder={t('books.allParties')}
          data={parties}
          value={draft.partyType}
          onChange={(v) => onChange({ ...draft, partyType: (v as PartyType | null) ?? null })}
          clearable
        />
        {withOverdue && (
          <Switch
            mb={8}
            label={t('books.onlyOverdue')}
            checked={draft.overdue}
            onChange={(e) => onChange({ ...draft, overdue: e.currentTarget.checked })}
          />
        )}
        <Button onClick={onShow}>{t('books.show')}</Button>
      </Group>
    </Paper>
  )
}
