import { Box, Button, Center, Group, Image, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DownloadIcon, EyeIcon, PhotoIcon, TrashIcon } from './widget-icons.tsx'

/** The image as the preview shows it: its URL once loaded, whether it failed, and its accessible name. */
type PreviewImage = { url: string | null; failed: boolean; name: string }

/** The small picture in the table: the image, or a photo icon (red when the image failed) until it loads. */
export function ImageThumbnail({ url, failed, name, width, height }: PreviewImage & { width: number; height: number }) {
  return url ? (
    <Image src={url} alt={name} w={width} h={height} fit="cover" radius="xs" />
  ) : (
    <Center w={width} h={height} bg="gray.1" c={failed ? 'red.6' : 'gray.5'} style={{ borderRadius: 2 }}>
      <PhotoIcon size={Math.min(width, height, 16)} />
    </Center>
  )
}

/** The popover's picture, up to 300 px, or why there is none yet. */
export function PopoverImage({ url, failed, name }: PreviewImage) {
  const { t } = useTranslation()
  return url ? (
    <Image src={url} alt={name} maw={300} mah={300} fit="contain" />
  ) : (
    <Text size="sm" c={failed ? 'red' : 'dimmed'}>
      {failed ? t('widgets.image.unavailable') : '…'}
    </Text>
  )
}

/** "Delete this image?" with cancel and OK. */
export function DeleteConfirmation({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <Text size="sm">{t('widgets.image.deleteConfirm')}</Text>
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="compact-xs" color="red" onClick={onConfirm}>
          {t('common.ok')}
        </Button>
      </Group>
    </Stack>
  )
}

/** What the popover offers: view the original (once loaded), and download and delete where they are given. */
export type PreviewActionsProps = {
  canView: boolean
  onView: () => void
  onDownload?: () => void
  onDelete?: () => void
}

/** The popover's buttons: view original, download, delete. */
export function PreviewActions({ canView, onView, onDownload, onDelete }: PreviewActionsProps) {
  const { t } = useTranslation()
  return (
    <Group gap="xs">
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<EyeIcon size={14} />}
        disabled={!canView}
        onClick={onView}
      >
        {t('widgets.image.viewOriginal')}
      </Button>
      {onDownload && (
        <Button size="compact-xs" variant="light" leftSection={<DownloadIcon size={14} />} onClick={onDownload}>
          {t('widgets.image.download')}
        </Button>
      )}
      {onDelete && (
        <Button size="compact-xs" variant="light" color="red" leftSection={<TrashIcon size={14} />} onClick={onDelete}>
          {t('widgets.image.delete')}
        </Button>
      )}
    </Group>
  )
}

/** The image at its own size (at most the screen's width) in a modal. */
export function OriginalImageModal({
  opened,
  onClose,
  url,
  name,
}: {
  opened: boolean
  onClose: () => void
  url: string | null
  name: string
}) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('widgets.image.original')} size="auto" centered>
      <Box maw="90vw">{url && <img src={url} alt={name} style={{ maxWidth: '100%', display: 'block' }} />}</Box>
    </Modal>
  )
}
