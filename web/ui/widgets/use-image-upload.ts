import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { uploadTo } from '../../api/client.ts'
import {
  acceptedExtensions,
  checkUploadFile,
  effectiveExtension,
  filesFromClipboard,
  fitsUploadLimit,
  formatSizeLimit,
  withUploadName,
} from './image-files.ts'
import { notifyWidgetError } from './widget-notify.ts'

/** The cropped image as a file named after the original, its extension by the crop's type. */
function croppedFile(original: File, blob: Blob): File {
  const ext = blob.type === 'image/jpeg' ? 'jpg' : 'png'
  const base = original.name.replace(/\.[^.]+$/, '') || 'image'
  return new File([blob], `${base}.${ext}`, { type: blob.type })
}

/** The uploads under way and the images waiting to be cropped (the first is in the crop dialog). */
function useUploads(value: string[], onChange: (urls: string[]) => void) {
  const [uploading, setUploading] = useState(0)
  const [cropQueue, setCropQueue] = useState<File[]>([])
  // Uploads finish after later renders: each adds to the newest list, not the one its batch started from.
  const valueRef = useRef(value)
  valueRef.current = value

  const cropping = cropQueue[0] ?? null
  const cropUrl = useMemo(() => (cropping ? URL.createObjectURL(cropping) : null), [cropping])
  useEffect(() => () => (cropUrl ? URL.revokeObjectURL(cropUrl) : undefined), [cropUrl])

  const upload = async (file: File) => {
    setUploading((n) => n + 1)
    try {
      const answer = await uploadTo(pictureUploadContract, withUploadName(file))
      onChange([...valueRef.current, answer.url])
    } catch {
      // The client has shown the server's message (or 上传失败！); nothing is added.
    } finally {
      setUploading((n) => n - 1)
    }
  }

  const nextCrop = () => setCropQueue((q) => q.slice(1))
  return { uploading, cropQueue, setCropQueue, cropping, cropUrl, upload, nextCrop }
}

/** What the image upload is given: its files, and what it accepts. */
export type ImageUploadRules = {
  value: string[]
  onChange: (urls: string[]) => void
  accept: readonly string[]
  allowPdf: boolean
  maxSizeKb: number
  limit: number
  pasteUpload: boolean
  crop: boolean
  disabled: boolean | undefined
}

/**
 * The image upload's work: `take` checks picked or pasted files for format, size and count before
 * any call, queues the images to crop and uploads the rest; `uploadCropped` uploads the image the
 * crop dialog framed, named after its original; `remove` drops an uploaded file.
 */
export function useImageUpload(rules: ImageUploadRules) {
  const { value, onChange, accept, allowPdf, maxSizeKb, limit, pasteUpload, crop, disabled } = rules
  const { t } = useTranslation()
  const extensions = useMemo(() => acceptedExtensions(accept, allowPdf), [accept, allowPdf])
  const resetRef = useRef<() => void>(null)
  const { uploading, cropQueue, setCropQueue, cropping, cropUrl, upload, nextCrop } = useUploads(value, onChange)

  const taken = value.length + uploading + cropQueue.length
  const typesText = extensions.join('/')
  const sizeText = formatSizeLimit(maxSizeKb)

  const take = (files: File[]) => {
    resetRef.current?.()
    if (files.length === 0 || disabled) return
    if (!fitsUploadLimit(taken, files.length, limit)) {
      notifyWidgetError(t('widgets.upload.overCount'))
      return
    }
    const accepted: File[] = []
    for (const file of files) {
      const problem = checkUploadFile(file, { extensions, maxSizeKb })
      if (problem === 'wrongFormat') notifyWidgetError(t('widgets.upload.wrongFormat', { types: typesText }))
      else if (problem === 'tooLarge') notifyWidgetError(t('widgets.upload.tooLarge', { size: sizeText }))
      else accepted.push(file)
    }
    const toCrop = crop ? accepted.filter((f) => effectiveExtension(f) !== 'pdf') : []
    if (toCrop.length) setCropQueue((q) => [...q, ...toCrop])
    void (async () => {
      for (const file of accepted) if (!toCrop.includes(file)) await upload(file)
    })()
  }

  const onPaste = (e: React.ClipboardEvent) => {
    if (!pasteUpload) return
    const files = filesFromClipboard(e.clipboardData)
    if (files.length === 0) return
    e.preventDefault()
    take(files)
  }

  const uploadCropped = (blob: Blob) => {
    const original = cropping
    nextCrop()
    if (original) void upload(croppedFile(original, blob))
  }

  return {
    extensions,
    typesText,
    sizeText,
    resetRef,
    busy: uploading > 0 || cropQueue.length > 0,
    canAdd: !disabled && taken < limit,
    cropping,
    cropUrl,
    take,
    onPaste,
    uploadCropped,
    nextCrop,
    remove: (index: number) => onChange(value.filter((_, i) => i !== index)),
  }
}
