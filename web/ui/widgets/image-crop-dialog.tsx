import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core'
import Cropper from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { ToolButton } from './tool-button.tsx'
import { useImageCrop } from './use-image-crop.ts'
import { RotateLeftIcon, RotateRightIcon } from './widget-icons.tsx'

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
  const cropping = useImageCrop({ src, outputType, onCropped })
  const { url, crop, zoom, rotation } = cropping

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
              onCropChange={cropping.setCrop}
              onZoomChange={cropping.setZoom}
              onRotationChange={cropping.setRotation}
              onCropComplete={(_, pixels) => cropping.setArea(pixels)}
            />
          )}
        </Box>
        <CropZoomAndTurns zoom={zoom} onZoom={cropping.setZoom} onTurn={cropping.turn} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('widgets.crop.cancel')}
          </Button>
          <Button onClick={() => void cropping.confirm()} loading={cropping.busy} disabled={!cropping.area}>
            {t('widgets.crop.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** The zoom slider and the quarter turns left and right under the crop frame. */
function CropZoomAndTurns({
  zoom,
  onZoom,
  onTurn,
}: {
  zoom: number
  onZoom: (zoom: number) => void
  onTurn: (direction: 1 | -1) => void
}) {
  const { t } = useTranslation()
  return (
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
        onChange={onZoom}
        label={(v) => `${Math.round(v * 100)}%`}
        thumbLabel={t('widgets.crop.zoom')}
      />
      <ToolButton label={t('widgets.crop.rotateLeft')} onClick={() => onTurn(-1)}>
        <RotateLeftIcon />
      </ToolButton>
      <ToolButton label={t('widgets.crop.rotateRight')} onClick={() => onTurn(1)}>
        <RotateRightIcon />
      </ToolButton>
    </Group>
  )
}
