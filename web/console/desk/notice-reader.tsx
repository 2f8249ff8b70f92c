import { Badge, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RichTextView } from '../../ui/widgets/rich-text-view.tsx'
import { NoticeReadingActions } from './notice-writing.tsx'
import { dictionaryLabel, type Notice, readableText } from './publications.ts'

/** The notice being read, in a dialog: category, release time, content, and edit or remove for whoever may. */
export function NoticeReader({
  reading,
  onClose,
  onEdit,
}: {
  reading: Notice | null
  onClose: () => void
  onEdit: (notice: Notice) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Modal opened={reading !== null} onClose={onClose} title={reading?.title} size="lg" centered>
      {reading && (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light">{dictionaryLabel('notice_category', reading.category, lang)}</Badge>
            <Text size="xs" c="dimmed">
              {reading.releaseTime}
            </Text>
          </Group>
          {readableText(reading.content).trim() ? (
            <RichTextView html={reading.content ?? ''} />
          ) : (
            <Text size="sm">{t('desk.notice.noContent')}</Text>
          )}
          <NoticeReadingActions reading={reading} onEdit={() => onEdit(reading)} onRemoved={onClose} />
        </Stack>
      )}
    </Modal>
  )
}
