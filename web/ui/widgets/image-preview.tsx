import { Box, Button, Center, Group, Image, Modal, Popover, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { openInNewTab, useImageSource } from './image-source.ts'
import { DownloadIcon, EyeIcon, PhotoIcon, TrashIcon } from './widget-icons.tsx'
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

/** How long the popover stays after the pointer leaves, so it can travel from thumbnail to popover. */
const CLOSE_DELAY_MS = 150

/**
 * Image preview (spec 1 §2.5): a thumbnail whose hover or click popover shows the image up to 300 px
 * wide, "view original" in a modal, and optional delete (confirmed) and download (new tab).
 */
export function ImagePreview({ src, width = 30, height = 20, onDelete, downloadable, alt }: ImagePreviewProps) {
  const { t } = useTranslation()
  const { url, failed } = useImageSource(src)
  const [opened, setOpened] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [originalOpened, original] = useDisclosure(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const name = alt ?? t('widgets.image.thumbnail')

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const show = () => {
    clearTimeout(closeTimer.current)
    setOpened(true)
  }
  const hideSoon = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => {
      setOpened(false)
      setConfirming(false)
    }, CLOSE_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(closeTimer.current)
    setOpened(false)
    setConfirming(false)
  }

  const picture = (w: number, h: number, fit: 'cover' | 'contain') =>
    url ? (
      <Image src={url} alt={name} w={w} h={h} fit={fit} radius="xs" />
    ) : (
      <Center w={w} h={h} bg="gray.1" c={failed ? 'red.6' : 'gray.5'} style={{ borderRadius: 2 }}>
        <PhotoIcon size={Math.min(w, h, 16)} />
      </Center>
    )

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
            {picture(width, height, 'cover')}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown onMouseEnter={show} onMouseLeave={hideSoon} p="xs">
          <Stack gap="xs" maw={300}>
            {url ? (
              <Image src={url} alt={name} maw={300} mah={300} fit="contain" />
            ) : (
              <Text size="sm" c={failed ? 'red' : 'dimmed'}>
                {failed ? t('widgets.image.unavailable') : '…'}
              </Text>
            )}
            {confirming ? (
              <Stack gap={6}>
                <Text size="sm">{t('widgets.image.deleteConfirm')}</Text>
                <Group gap="xs" justify="flex-end">
                  <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    onClick={() => {
                      hide()
                      onDelete?.()
                    }}
                  >
                    {t('common.ok')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group gap="xs">
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<EyeIcon size={14} />}
                  disabled={!url}
                  onClick={() => {
                    hide()
                    original.open()
                  }}
                >
                  {t('widgets.image.viewOriginal')}
                </Button>
                {downloadable && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<DownloadIcon size={14} />}
                    onClick={() =>
                      void openInNewTab(src).catch(() => notifyWidgetError(t('widgets.image.unavailable')))
                    }
                  >
                    {t('widgets.image.download')}
                  </Button>
                )}
                {onDelete && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    leftSection={<TrashIcon size={14} />}
                    onClick={() => setConfirming(true)}
                  >
                    {t('widgets.image.delete')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal opened={originalOpened} onClose={original.close} title={t('widgets.image.original')} size="auto" centered>
        <Box maw="90vw">{url && <img src={url} alt={name} style={{ maxWidth: '100%', display: 'block' }} />}</Box>
      </Modal>
    </>
  )
}
