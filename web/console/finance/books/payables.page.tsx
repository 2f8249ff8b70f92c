import { Pagination, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { money } from './books-format.tsx'
import { OpenDocumentsTable } from './open-documents-table.tsx'
import { PayablesFilter } from './payables-filter.tsx'
import { usePayables } from './use-payables.ts'

/** Payables (应付款): every document with something still owed on it, oldest due first. */
export function PayablesPage() {
  const { t } = useTranslation()
  const { draft, setDraft, show, answer, setCurrent } = usePayables()
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.size)) : 1
  return (
    <Stack gap="md">
      <PayablesFilter title={t('books.payables')} draft={draft} onChange={setDraft} onShow={show} withOverdue />
      {answer && (
        <Paper withBorder p="md">
          <Text size="sm" fw={600} mb="sm">
            {t('books.openTotal', { amount: money(answer.baseOpen), currency: answer.currency })}
          </Text>
          <OpenDocumentsTable documents={answer.records} withParty />
          {pages > 1 && <Pagination mt="sm" total={pages} value={answer.current} onChange={setCurrent} size="sm" />}
        </Paper>
      )}
    </Stack>
  )
}
