import { Paper, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AgedPayablesChart, AgedPayablesTable } from './aged-payables-parts.tsx'
import { PayablesFilter } from './payables-filter.tsx'
import { useAgedPayables } from './use-payables.ts'

/** Aged payables (应付账龄): as of a day, what each party is owed by age, as stacked bars and a table. */
export function AgedPayablesPage() {
  const { t } = useTranslation()
  const { draft, setDraft, show, answer } = useAgedPayables()
  return (
    <Stack gap="md">
      <PayablesFilter title={t('books.agedPayables')} draft={draft} onChange={setDraft} onShow={show} />
      {answer && answer.parties.length > 0 && <AgedPayablesChart aged={answer} />}
      {answer && (
        <Paper withBorder p="md">
          <AgedPayablesTable aged={answer} />
        </Paper>
      )}
    </Stack>
  )
}
