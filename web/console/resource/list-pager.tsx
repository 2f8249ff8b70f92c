import { Group, Pagination, Select, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../i18n/i18n.ts'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, totalShown } from './list-params.ts'

/** Which page of a list is shown, and how many rows a page holds. */
export type PageState = { current: number; size: number }

/**
 * The pager under every list (spec 1 §5): the total (exact, or "about N+" when the server estimated
 * it), the page size (30/50/100/200) and the pages. A new size goes back to page 1; the list drops
 * its selection on any change (the rows it named are no longer shown).
 */
export function ListPager({
  page,
  answer,
  onChange,
}: {
  page: PageState
  /** The list's last answer: its total, whether the total is exact, and its number of pages. */
  answer: { total: number; totalExact?: boolean; pages?: number } | undefined
  onChange: (page: PageState) => void
}) {
  const { t } = useTranslation()
  const shown = totalShown(answer, currentLanguage())
  return (
    <Group justify="flex-end" gap="sm">
      <Text size="sm" c="dimmed">
        {t(shown.key, { total: shown.total })}
      </Text>
      <Select
        aria-label={t('resource.pageSize')}
        data={PAGE_SIZES.map((s) => ({ value: String(s), label: t('resource.perPage', { size: s }) }))}
        value={String(page.size)}
        onChange={(v) => onChange({ current: 1, size: Number(v ?? DEFAULT_PAGE_SIZE) })}
        allowDeselect={false}
        w={110}
      />
      <Pagination
        total={Math.max(1, answer?.pages ?? 1)}
        value={page.current}
        onChange={(current) => onChange({ ...page, current })}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? t('resource.nextPage') : t('resource.previousPage'),
        })}
      />
    </Group>
  )
}
