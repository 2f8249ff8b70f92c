import { Button, Group, Paper, Select, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'

/** What the download centre is filtered by: words of the file name, the list exported, the state. */
export type ExportFilterValues = { fileName: string; source: string | null; state: string | null }
/** No filter: every export. */
export const NO_FILTERS: ExportFilterValues = { fileName: '', source: null, state: null }
type Option = { value: string; label: string }

/** The download centre's filters: file name, the list exported and the state; search, reset, refresh. */
export function ExportFilters({
  sourceOptions,
  stateOptions,
  refreshing,
  onSearch,
  onRefresh,
}: {
  sourceOptions: Option[]
  stateOptions: Option[]
  refreshing: boolean
  onSearch: (filters: ExportFilterValues) => void
  onRefresh: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<ExportFilterValues>({ initialValues: NO_FILTERS })
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={form.onSubmit(onSearch)}>
      <Group align="flex-end" gap={10} wrap="wrap">
        <TextInput label={t('desk.download.fileName')} {...form.getInputProps('fileName')} w={220} />
        <Select
          label={t('desk.download.type')}
          data={sourceOptions}
          {...form.getInputProps('source')}
          placeholder={t('desk.download.all')}
          searchable
          clearable
          w={220}
        />
        <Select
          label={t('desk.download.state')}
          data={stateOptions}
          {...form.getInputProps('state')}
          placeholder={t('desk.download.all')}
          clearable
          w={160}
        />
        <Button type="submit">{t('desk.download.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            form.reset()
            onSearch(NO_FILTERS)
          }}
        >
          {t('desk.download.reset')}
        </Button>
        <Button variant="subtle" onClick={onRefresh} loading={refreshing}>
          {t('desk.download.refresh')}
        </Button>
      </Group>
    </Paper>
  )
}
