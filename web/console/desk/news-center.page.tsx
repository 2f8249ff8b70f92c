import {
  Badge,
  Grid,
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
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { dictionaryLabel, fetchPublications, type Publication, readableText } from './publications.ts'

const PAGE_SIZE = 30
const ALL = 'all'

/** The news centre (/system/newsCenter): published information in a list, read in the pane beside it. */
export function NewsCenterPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [search, setSearch] = useState('')
  const [title] = useDebouncedValue(search.trim(), 400)
  const [type, setType] = useState(ALL)
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const reader = useRef<HTMLDivElement>(null)

  const list = useQuery({
    queryKey: ['news-centre', title, type, page, lang],
    queryFn: () =>
      fetchPublications({
        current: page,
        size: PAGE_SIZE,
        title: title || undefined,
        infoType_equal: type === ALL ? undefined : type,
      }),
    placeholderData: (previous) => previous,
  })
  const records = list.data?.records ?? []
  const selected: Publication | undefined = records.find((r) => r.id === selectedId) ?? records[0]

  function open(item: Publication) {
    setSelectedId(item.id)
    // On a narrow screen the reader sits below the list: bring it into view.
    reader.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }

  const typeOptions = [
    { value: ALL, label: t('desk.news.allTypes') },
    ...findDictionary('publish_info_type').entries.map((e) => ({ value: e.key, label: e.label[lang] })),
  ]

  return (
    <Stack gap="md">
      <Title order={3}>{t('desk.news.centreTitle')}</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <TextInput
                aria-label={t('desk.news.search')}
                placeholder={t('desk.news.search')}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value)
                  // A new filter starts at its first page.
                  setPage(1)
                }}
              />
              <Select
                aria-label={t('desk.news.type')}
                data={typeOptions}
                value={type}
                onChange={(value) => {
                  setType(value ?? ALL)
                  setPage(1)
                }}
                allowDeselect={false}
              />
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
                  <NavLink
                    key={item.id}
                    component="button"
                    active={item.id === selected?.id}
                    label={item.title}
                    description={`${dictionaryLabel('publish_info_type', item.infoType, lang)} · ${item.publishTime ?? ''}`}
                    rightSection={
                      item.isTop === 1 ? (
                        <Badge size="xs" color="red" variant="light">
                          {t('desk.news.pinned')}
                        </Badge>
                      ) : undefined
                    }
                    onClick={() => open(item)}
                  />
                ))}
              </ScrollArea.Autosize>
              {list.data && list.data.pages > 1 && (
                <Group justify="center">
                  <Pagination total={list.data.pages} value={page} onChange={setPage} size="sm" />
                </Group>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Paper withBorder radius="md" p="lg" ref={reader} mih={200} aria-live="polite">
            {selected ? (
              <Stack gap="sm">
                <Group gap="xs">
                  <Title order={4}>{selected.title}</Title>
                  {selected.isTop === 1 && (
                    <Badge size="sm" color="red" variant="light">
                      {t('desk.news.pinned')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  <Badge variant="light">{dictionaryLabel('publish_info_type', selected.infoType, lang)}</Badge>
                  <Text size="sm" c="dimmed">
                    {selected.publishTime}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{readableText(selected.content)}</Text>
              </Stack>
            ) : (
              <Text c="dimmed">{list.data ? t('desk.news.pick') : ''}</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
