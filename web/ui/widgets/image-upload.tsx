import { Anchor, Box, CloseButton, FileButton, Group, Input, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { uploadAnswer } from '#sync/resources/other/other.answers.ts'
import { croppedType } from './crop-geometry.ts'
import { ImageCropDialog } from './image-crop-dialog.tsx'
import { acceptAttribute, DEFAULT_IMAGE_EXTENSIONS, extensionOf } from './image-files.ts'
import { ImagePreview } from './image-preview.tsx'
import { openInNewTab } from './image-source.ts'
import { useImageUpload } from './use-image-upload.ts'
import { FileIcon, UploadIcon } from './widget-icons.tsx'

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
  const rules = { value, onChange, accept, allowPdf, maxSizeKb, limit, pasteUpload, crop, disabled }
  const upload = useImageUpload(rules)
  const { canAdd, typesText, sizeText } = upload
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
        onPaste={upload.onPaste}
        tabIndex={pasteUpload ? 0 : undefined}
        aria-label={pasteUpload ? t('widgets.upload.pasteArea') : undefined}
        role={pasteUpload ? 'group' : undefined}
      >
        <Group gap="xs">
          {value.map((url, index) => (
            <UploadedFile key={url} url={url} onRemove={disabled ? undefined : () => upload.remove(index)} />
          ))}
          {upload.busy && <UploadingMark />}
          {canAdd && (
            <AddFileButton
              accept={acceptAttribute(upload.extensions)}
              label={allowPdf ? t('widgets.upload.addFile') : t('widgets.upload.add')}
              resetRef={upload.resetRef}
              onFiles={upload.take}
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
          opened={Boolean(upload.cropping)}
          src={upload.cropUrl}
          aspect={cropAspect}
          outputType={croppedType(upload.cropping?.type)}
          onClose={upload.nextCrop}
          onCropped={upload.uploadCropped}
        />
      )}
    </Input.Wrapper>
  )
}
