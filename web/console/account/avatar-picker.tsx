import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { uploadTo } from '../../api/client.ts'
import { ImageCropDialog } from '../../ui/widgets/image-crop-dialog.tsx'
import { useImageSource } from '../../ui/widgets/image-source.ts'
import { avatarFileRule } from './account-rules.ts'

/**
 * The profile's avatar and its change button: a picked file is checked (`onRefused` gets why, or null),
 * framed square (图片裁剪) and uploaded, and `onChange` gets the uploaded image's address; `unsaved`
 * says it still waits for the save.
 */
export function AvatarPicker({
  value,
  name,
  error,
  unsaved,
  onChange,
  onRefused,
}: {
  value: string | null
  name: string
  error?: string
  unsaved: boolean
  onChange: (url: string) => void
  onRefused: (problem: string | null) => void
}) {
  const { t } = useTranslation()
  const src = useImageSource(value).url ?? undefined
  const [uploading, setUploading] = useState(false)
  // The blob URL of the picked image lives while the crop dialog does.
  const [cropping, setCropping] = useState<{ src: string; name: string } | null>(null)
  function closeCrop() {
    if (cropping) URL.revokeObjectURL(cropping.src)
    setCropping(null)
  }

  function pick(file: File | null) {
    if (!file) return
    const problem = avatarFileRule(file)
    onRefused(problem && t(problem))
    if (problem) return
    setCropping({ src: URL.createObjectURL(file), name: file.name })
  }

  async function uploadAvatar(cropped: Blob) {
    const name = cropping?.name ?? 'avatar.png'
    closeCrop()
    setUploading(true)
    try {
      const answer = await uploadTo(pictureUploadContract, new File([cropped], name, { type: cropped.type }))
      onChange(answer.url)
    } catch {
      // The client showed the server's message (or "Upload failed!").
    } finally {
      setUploading(false)
    }
  }

  return (
    <Group gap="md" align="center">
      <Avatar src={src} alt={t('account.avatar.alt')} name={name} size={88} radius={88} />
      <Stack gap={4}>
        <FileButton onChange={pick} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} variant="light" loading={uploading}>
              {t('account.avatar.change')}
            </Button>
          )}
        </FileButton>
        <ImageCropDialog
          opened={cropping !== null}
          src={cropping?.src ?? null}
          onClose={closeCrop}
          onCropped={(blob) => void uploadAvatar(blob)}
        />
        <Text size="xs" c="dimmed">
          {t('account.avatar.hint')}
        </Text>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
        {unsaved && !error && (
          <Text size="xs" c="blue">
            {t('account.avatar.uploaded')}
          </Text>
        )}
      </Stack>
    </Group>
  )
}
