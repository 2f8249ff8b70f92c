import { Popover, Stack, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import {
  DeleteConfirmation,
  ImageThumbnail,
  OriginalImageModal,
  PopoverImage,
  PreviewActions,
} from './image-preview-parts.tsx'
import { openInNewTab, useImageSource } from './image-source.ts'
import { usePreviewPopover } from './use-preview-popover.ts'
import { notifyWidgetError } from './widget-notify.ts'

export type ImagePreviewProps = {
  src: string
  /** Thumbnail width in px. */
  width?: number
  /** Thumbnail height in px. */
  height?: number
  /** Offers a delete button (after a confirmation). */
  onDelete?: () => void
  /** Offers a download button that opens the image in a new tab. */
  downloadable?: boolean
  alt?: string
}

/**
 * Image preview (spec 1 §2.5): a thumbnail whose hover or click popover shows the image up to 300 px
 * wide, "view original" in a modal, and optional delete (confirmed) and download (new tab).
 */
export function ImagePreview({ src, width = 30, height = 20, onDelete, downloadable, alt }: ImagePreviewProps) {
  const { t } = useTranslation()
  const { url, failed } = useImageSource(src)
  const { opened, confirming, setConfirming, show, hideSoon, hide } = usePreviewPopover()
  const [originalOpened, original] = useDisclosure(false)
  const name = alt ?? t('widgets.image.thumbnail')

  const viewOriginal = () => {
    hide()
    original.open()
  }
  const download = () => void openInNewTab(src).catch(() => notifyWidgetError(t('widgets.image.unavailable')))
  const remove = () => {
    hide()
    onDelete?.()
  }

  return (
    <>
      <Popover
        opened={opened}
        onChange={(o) => (o ? show() : hide())}
        position="right"
        withArrow
        shadow="md"
        returnFocus
      >
        <Popover.Target>
          <UnstyledButton
            aria-label={name}
            onMouseEnter={show}
            onMouseLeave={hideSoon}
            onClick={() => (opened ? hide() : show())}
            style={{ display: 'inline-block', lineHeight: 0 }}
          >
            <ImageThumbnail url={url} failed={failed} name={name} width={width} height={height} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown onMouseEnter={show} onMouseLeave={hideSoon} p="xs">
          <Stack gap="xs" maw={300}>
            <PopoverImage url={url} failed={failed} name={name} />
            {confirming ? (
              <DeleteConfirmation onCancel={() => setConfirming(false)} onConfirm={remove} />
            ) : (
              <PreviewActions
                canView={Boolean(url)}
                onView={viewOriginal}
                onDownload={downloadable ? download : undefined}
                onDelete={onDelete && (() => setConfirming(true))}
              />
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <OriginalImageModal opened={originalOpened} onClose={original.close} url={url} name={name} />
    </>
  )
}
