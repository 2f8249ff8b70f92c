import { Badge, Group, Loader, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { type Field, type ResourceDef, resourceBasePath } from '#sync/resources/define-resource.ts'
import { getPage } from '../api/client.ts'
import { currentLanguage } from '../i18n/i18n.ts'

const PAGE_SIZE = 30

function cellText(field: Field, value: unknown, lang: 'zh' | 'en' | 'ja'): string {
  if (value === null || value === undefined || value === '') return ''
  if (field.type === 'dict' && field.dict) {
    return findDictionary(field.dict).entries.find((e) => e.key === String(value))?.label[lang] ?? String(value)
  }
  if (field.type === 'bool') return Number(value) === 1 ? '✓' : ''
  return String(value)
}

/**
 * The generic list page of a declared resource: its list columns, a search on its title field, and
 * paging. (Forms, filters and row actions come with the console issue.)
 */
export function ResourceListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 400)
  const fields = Object.entries(resource.fields).filter(([, f]) => !f.secret)
  const listed = fields.some(([, f]) => f.list) ? fields.filter(([, f]) => f.list) : fields.slice(0, 6)
  const titleKey = fields.find(([, f]) => f.title)?.[0]
  const base = resourceBasePath(resource)
  const listPath = resource.calls.some((c) => (typeof c === 'string' ? c : c.op) === 'page')
    ? `${base}/page`
    : `${base}/list`
  const query = useQuery({
    queryKey: [listPath, page, debounced, lang],
    queryFn: () =>
      getPage<Record<string, unknown>>(listPath, {
        current: page,
        size: PAGE_SIZE,
        ...(titleKey && debounced ? { [titleKey]: debounced } : {}),
      }),
  })
  return (
    <Paper p="md" withBorder m="md">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{resource.label[lang]}</Title>
          {titleKey && (
            <TextInput
              aria-label={resource.fields[titleKey]?.label[lang]}
              placeholder={resource.fields[titleKey]?.label[lang]}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value)
                setPage(1)
              }}
              w={240}
            />
          )}
        </Group>
        {query.isPending && <Loader size="sm" />}
        {query.isError && <Text c="red">{query.error.message || t('home.loadFailed')}</Text>}
        {query.data && (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {listed.map(([key, f]) => (
                    <Table.Th key={key}>{f.label[lang]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.records.map((r) => (
                  <Table.Tr key={String(r.id)}>
                    {listed.map(([key, f]) => (
                      <Table.Td key={key}>
                        {f.type === 'dict' ? (
                          <Badge variant="light">{cellText(f, r[key], lang)}</Badge>
                        ) : (
                          cellText(f, r[key], lang)
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {query.data.records.length === 0 && <Text c="dimmed">{t('home.empty')}</Text>}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {query.data.total}
              </Text>
              <Pagination total={query.data.pages} value={page} onChange={setPage} size="sm" />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  )
}
