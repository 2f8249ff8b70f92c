import {
  Badge,
  Group,
  Loader,
  NavLink,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { dictionaryLabel, type Publication } from './publications.ts'
import { ALL_TYPES, type NewsFilters, type useNewsCentre } from './use-news-centre.ts'

/** The search by title and the choice of type above the news list. */
function NewsFilterFields({ filters }: { filters: UseFormReturnType<NewsFilters> }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const typeOptions = [
    { value: ALL_TYPES, label: t('desk.news.allTypes') },
    ...findDictionary('publish_info_type').entries.map((e) => ({ value: e.key, label: e.label[lang] })),
  ]
  return (
    <>
      <TextInput
        aria-label={t('desk.news.search')}
        placeholder={t('desk.news.search')}
        value={filters.values.search}
        onChange={(e) => filters.setFieldValue('search', e.currentTarget.value)}
      />
      <Select
        aria-label={t('desk.news.type')}
        data={typeOptions}
        value={filters.values.type}
        onChange={(value) => filters.setFieldValue('type', value ?? ALL_TYPES)}
        allowDeselect={false}
      />
    </>
  )
}

/** One item of the list: title, type and time, and a mark when it is pinned. */
function NewsItem({ item, active, onOpen }: { item: Publication; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <NavLink
      component="button"
      active={active}
      label={item.title}
      description={`${dictionaryLabel('publish_info_type', item.infoType, lang)} · ${item.publishTime ?? ''}`}
      rightSection={
        item.isTop === 1 ? (
          <Badge size="xs" color="red" variant="light">
            {t('desk.news.pinned')}
          </Badge>
        ) : undefined
      }
      onClick={onOpen}
    />
  )
}

/** The news centre's list pane: its filters, one page of published information, and the pages. */
export function NewsList({ centre }: { centre: ReturnType<typeof useNewsCentre> }) {
  const { t } = useTranslation()
  const { list, records, selected, page } = centre
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <NewsFilterFields filters={centre.filters} />
        <ScrollArea.Autosize mah="max(200px, calc(100vh - 330px))">
          {list.isPending && <Loader size="sm" m="md" />}
          {list.isError && (
            <Text c="red" size="sm" p="sm">
              {t('desk.loadFailed')}
            </Text>
          )}
          {list.data && records.length === 0 && (
            <Text c="dimmed" size="sm" p="sm">
              {t('desk.news.empty')}
            </Text>
          )}
          {records.map((item) => (
            <NewsItem key={item.id} item={item} active={item.id === selected?.id} onOpen={() => centre.open(item)} />
          ))}
        </ScrollArea.Autosize>
        {list.data && list.data.pages > 1 && (
          <Group justify="center">
            <Pagination total={list.data.pages} value={page} onChange={centre.setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
