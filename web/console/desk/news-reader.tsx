import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../i18n/i18n.ts'
import { dictionaryLabel, type Publication, readableText } from './publications.ts'

/** The news centre's reading pane: the item chosen, its type, time and text (or a hint to choose one). */
export function NewsReader({
  selected,
  loaded,
  paneRef,
}: {
  selected: Publication | undefined
  /** Whether the list has answered (before, the pane stays empty). */
  loaded: boolean
  paneRef: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Paper withBorder radius="md" p="lg" ref={paneRef} mih={200} aria-live="polite">
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
        <Text c="dimmed">{loaded ? t('desk.news.pick') : ''}</Text>
      )}
    </Paper>
  )
}
