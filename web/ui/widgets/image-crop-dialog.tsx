import { ActionIcon, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { croppedType, turnQuarter } from './crop-geometry.ts'
import { cropImage } from './crop-image.ts'
import { useImageSource } from './image-source.ts'
import { RotateLeftIcon, RotateRightIcon } from './widget-icons.tsx'
import { notifyWidgetError } from './widget-notify.ts'

export type ImageCropDialogProps = {
  opened: boolean
  /** The image to crop (a blob URL of a picked file, or an image URL). */
  src: string | null
  /** Width / height of the crop frame. */
  aspect?: number
  onClose: () => void
  onCropped: (blob: Blob) => void
  /** Blob type of the result; by default JPEG for a JPEG source, else PNG. */
  outputType?: 'image/png' | 'image/jpeg'
}

const MIN_ZOOM = 1
const MAX_ZOOM = 3

/** Image-cropping dialog titled 图片裁剪 (spec 1 §2.5): drag to frame, zoom slider, quarter turns, confirm. */
export function ImageCropDialog({ opened, src, aspect = 1, onClose, onCropped, outputType }: ImageCropDialogProps) {
  const { t } = useTranslation()
  const { url } = useImageSource(src)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [rotation, setRotation] = useState(0)
  const [area, setArea] = useState<Area | null>(null)
  const [sourceType, setSourceType] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  // Each image starts centred, unzoomed and upright.
  useEffect(() => {
    if (!src) return
    setCrop({ x: 0, y: 0 })
    setZoom(1)
    setRotation(0)
    setArea(null)
  }, [src])

  // The source's type decides PNG or JPEG output; a blob URL's type is only known by reading it.
  useEffect(() => {
    if (!url || outputType) return
    let cancelled = false
    fetch(url)
      .then((r) => r.blob())
      .then((b) => !cancelled && setSourceType(b.type))
      .catch(() => !cancelled && setSourceType(undefined))
    return () => {
      cancelled = true
    }
  }, [url, outputType])

  const confirm = async () => {
    if (!url || !area) return
    setBusy(true)
    try {
      onCropped(await cropImage(url, area, rotation, outputType ?? croppedType(sourceType)))
    } catch {
      notifyWidgetError(t('widgets.crop.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('widgets.crop.title')} size="lg" centered>
      <Stack gap="sm">
        <Box pos="relative" h={360} bg="dark.7" style={{ borderRadius: 4, overflow: 'hidden' }}>
          {url && (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" w={48}>
            {t('widgets.crop.zoom')}
          </Text>
          <Slider
            flex={1}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={(v) => `${Math.round(v * 100)}%`}
            thumbLabel={t('widgets.crop.zoom')}
          />
          <ActionIcon
            variant="default"
            aria-label={t('widgets.crop.rotateLeft')}
            onClick={() => setRotation((r) => turnQuarter(r, -1))}
          >
            <RotateLeftIcon />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('widgets.crop.rotateRight')}
            onClick={() => setRotation((r) => turnQuarter(r, 1))}
          >
            <RotateRightIcon />
          </ActionIcon>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('widgets.crop.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            {t('widgets.crop.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
