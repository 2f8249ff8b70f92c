import { useEffect, useState } from 'react'
import type { Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { croppedType, turnQuarter } from './crop-geometry.ts'
import { cropImage } from './crop-image.ts'
import { useImageSource } from './image-source.ts'
import { notifyWidgetError } from './widget-notify.ts'

/** What the crop dialog crops and where the result goes. */
export type ImageCropInput = {
  src: string | null
  outputType?: 'image/png' | 'image/jpeg'
  onCropped: (blob: Blob) => void
}

/**
 * The crop dialog's state: the frame's position, zoom and rotation over the image at `src` (reset for
 * each image), the area framed, and `confirm`, which crops it and hands the blob to `onCropped`.
 */
export function useImageCrop({ src, outputType, onCropped }: ImageCropInput) {
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

  const turn = (direction: 1 | -1) => setRotation((r) => turnQuarter(r, direction))
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

  return { url, crop, setCrop, zoom, setZoom, rotation, setRotation, turn, area, setArea, busy, confirm }
}
