import { useForm } from '@mantine/form'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { currentLanguage } from '../../i18n/i18n.ts'
import { fetchPublications, type Publication } from './publications.ts'

const PAGE_SIZE = 30
/** The type filter's value for every type. */
export const ALL_TYPES = 'all'

/** The news centre's filters: words of the title, and the type of information. */
export type NewsFilters = { search: string; type: string }

/**
 * The news centre's state: its filters (a new one starts at the first page), the page of published
 * information they find, the item read (the first one until another is opened), and the reader's pane.
 */
export function useNewsCentre() {
  const lang = currentLanguage()
  const [page, setPage] = useState(1)
  const filters = useForm<NewsFilters>({
    initialValues: { search: '', type: ALL_TYPES },
    // A new filter starts at its first page.
    onValuesChange: () => setPage(1),
  })
  const [title] = useDebouncedValue(filters.values.search.trim(), 400)
  const type = filters.values.type
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const reader = useRef<HTMLDivElement>(null)

  const list = useQuery({
    queryKey: ['news-centre', title, type, page, lang],
    queryFn: () =>
      fetchPublications({
        current: page,
        size: PAGE_SIZE,
        title: title || undefined,
        infoType_equal: type === ALL_TYPES ? undefined : type,
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

  return { filters, page, setPage, list, records, selected, open, reader }
}
