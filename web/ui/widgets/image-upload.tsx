import { Anchor, Box, CloseButton, FileButton, Group, Input, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { uploadAnswer } from '#sync/resources/other/other.answers.ts'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { uploadTo } from '../../api/client.ts'
import { croppedType } from './crop-geometry.ts'
import { ImageCropDialog } from './image-crop-dialog.tsx'
import {
  acceptAttribute,
  acceptedExtensions,
  checkUploadFile,
  DEFAULT_IMAGE_EXTENSIONS,
  effectiveExtension,
  extensionOf,
  filesFromClipboard,
  fitsUploadLimit,
  formatSizeLimit,
  withUploadName,
} from './image-files.ts'
import { ImagePreview } from './image-preview.tsx'
import { openInNewTab } from './image-source.ts'
import { FileIcon, UploadIcon } from './widget-icons.tsx'
import { notifyWidgetError } from './widget-notify.ts'

/** What the picture upload answers. */
export type UploadedPicture = z.output<typeof uploadAnswer>

export type ImageUploadProps = {
  /** URLs of the uploaded files, in order. */
  value: string[]
  onChange: (urls: string[]) => void
  /** Accepted extensions (default png, jpeg, jpg). */
  accept?: readonly string[]
  /** Also accepts pdf. */
  allowPdf?: boolean
  /** Size limit per file in KB (default 2048). */
  maxSizeKb?: number
  /** How many files at most (default 1). */
  limit?: number
  /** Also uploads images pasted while the widget has focus. */
  pasteUpload?: boolean
  /** Crops each image before it is uploaded. */
  crop?: boolean
  /** Width / height of the crop frame. */
  cropAspect?: number
  label?: string
  error?: string
  required?: boolean
  disabled?: boolean
}

const THUMB = 64

/** The cropped image as a file named after the original, its extension by the crop's type. */
function croppedFile(original: File, blob: Blob): File {
  const ext = blob.type === 'image/jpeg' ? 'jpg' : 'png'
  const base = original.name.replace(/\.[^.]+$/, '') || 'image'
  return new File([blob], `${base}.${ext}`, { type: blob.type })
}

/** One uploaded file: a PDF as a link that opens it, an image as a preview; each with delete unless disabled. */
function UploadedFile({ url, onRemove }: { url: string; onRemove: (() => void) | undefined }) {
  const { t } = useTranslation()
  if (extensionOf(url) !== 'pdf')
    return <ImagePreview src={url} width={THUMB} height={THUMB} downloadable onDelete={onRemove} />
  return (
    <Group gap={2} wrap="nowrap">
      <Anchor component="button" type="button" size="sm" onClick={() => void openInNewTab(url).catch(() => undefined)}>
        <Group gap={4} wrap="nowrap">
          <FileIcon />
          {t('widgets.upload.pdfFile')}
        </Group>
      </Anchor>
      {onRemove && <CloseButton size="sm" aria-label={t('widgets.image.delete')} onClick={onRemove} />}
    </Group>
  )
}

/** A thumbnail-sized spinner while files upload or wait to be cropped. */
function UploadingMark() {
  const { t } = useTranslation()
  return (
    <Box
      w={THUMB}
      h={THUMB}
      style={{ display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label={t('widgets.upload.uploading')}
    >
      <Loader size="sm" />
    </Box>
  )
}

/** The dashed thumbnail-sized button that picks files. */
function AddFileButton({
  accept,
  label,
  resetRef,
  onFiles,
}: {
  accept: string
  label: string
  resetRef: RefObject<(() => void) | null>
  onFiles: (files: File[]) => void
}) {
  return (
    <FileButton onChange={onFiles} multiple accept={accept} resetRef={resetRef}>
      {(props) => (
        <UnstyledButton
          {...props}
          w={THUMB}
          h={THUMB}
          aria-label={label}
          style={{
            border: '1px dashed var(--mantine-color-gray-5)',
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: 'var(--mantine-color-dimmed)',
          }}
        >
          <UploadIcon size={20} />
        </UnstyledButton>
      )}
    </FileButton>
  )
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

/**
 * Image upload (spec 1 §2.5, §9): checks format, size and count before any call, uploads each file
 * to /api/picture/upload (optionally cropped first, optionally by pasting), and shows the results as
 * previews with delete. A refused upload is told by the client (the server's message or 上传失败！).
 */
export function ImageUpload({
  value,
  onChange,
  accept = DEFAULT_IMAGE_EXTENSIONS,
  allowPdf = false,
  maxSizeKb = 2048,
  limit = 1,
  pasteUpload = false,
  crop = false,
  cropAspect = 1,
  label,
  error,
  required,
  disabled,
}: ImageUploadProps) {
  const { t } = useTranslation()
  const extensions = useMemo(() => acceptedExtensions(accept, allowPdf), [accept, allowPdf])
  const resetRef = useRef<() => void>(null)
  const { uploading, cropQueue, setCropQueue, cropping, cropUrl, upload, nextCrop } = useUploads(value, onChange)

  const busy = uploading > 0 || cropQueue.length > 0
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

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index))
  const canAdd = !disabled && taken < limit

  return (
    <Input.Wrapper
      label={label}
      error={error}
      required={required}
      description={t('widgets.upload.hint', { types: typesText, size: sizeText })}
    >
      <Stack
        gap={4}
        mt={4}
        onPaste={onPaste}
        tabIndex={pasteUpload ? 0 : undefined}
        aria-label={pasteUpload ? t('widgets.upload.pasteArea') : undefined}
        role={pasteUpload ? 'group' : undefined}
      >
        <Group gap="xs">
          {value.map((url, index) => (
            <UploadedFile key={url} url={url} onRemove={disabled ? undefined : () => remove(index)} />
          ))}
          {busy && <UploadingMark />}
          {canAdd && (
            <AddFileButton
              accept={acceptAttribute(extensions)}
              label={allowPdf ? t('widgets.upload.addFile') : t('widgets.upload.add')}
              resetRef={resetRef}
              onFiles={take}
            />
          )}
        </Group>
        {pasteUpload && canAdd && (
          <Text size="xs" c="dimmed">
            {t('widgets.upload.pasteHint')}
          </Text>
        )}
      </Stack>
      {crop && (
        <ImageCropDialog
          opened={Boolean(cropping)}
          src={cropUrl}
          aspect={cropAspect}
          outputType={croppedType(cropping?.type)}
          onClose={nextCrop}
          onCropped={(blob) => {
            const original = cropping
            nextCrop()
            if (original) void upload(croppedFile(original, blob))
          }}
        />
      )}
    </Input.Wrapper>
  )
}
