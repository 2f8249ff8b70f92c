import { FileButton, Loader } from '@mantine/core'
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap'
import type { Editor } from '@tiptap/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoIcon } from './widget-icons.tsx'

/** The toolbar button that uploads an image and inserts it once the upload has answered. */
function ImageUploadControl({
  uploadImage,
  onUploaded,
  label,
}: {
  uploadImage: (file: File) => Promise<string>
  onUploaded: (src: string, name: string) => void
  label: string
}) {
  const [busy, setBusy] = useState(false)
  const resetRef = useRef<() => void>(null)
  const pick = (file: File | null) => {
    resetRef.current?.()
    if (!file) return
    setBusy(true)
    uploadImage(file)
      .then((src) => onUploaded(src, file.name))
      // A refused upload inserts nothing; the upload call has already told the person why.
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <FileButton onChange={pick} accept="image/png,image/jpeg" resetRef={resetRef}>
      {(props) => (
        <MantineRichTextEditor.Control {...props} aria-label={label} title={label} disabled={busy}>
          {busy ? <Loader size={12} /> : <PhotoIcon size={16} />}
        </MantineRichTextEditor.Control>
      )}
    </FileButton>
  )
}

/**
 * The editor's toolbar, sticky at the top: marks, headings, lists and quote, link (and image upload when
 * `uploadImage` is given), undo/redo. Its labels come from the editor (see useRichTextLabels).
 */
export function RichTextToolbar({
  editor,
  uploadImage,
}: {
  editor: Editor | null
  uploadImage?: (file: File) => Promise<string>
}) {
  const { t } = useTranslation()
  return (
    <MantineRichTextEditor.Toolbar sticky stickyOffset={0}>
      <MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.Bold />
        <MantineRichTextEditor.Italic />
        <MantineRichTextEditor.Underline />
        <MantineRichTextEditor.Strikethrough />
        <MantineRichTextEditor.ClearFormatting />
      </MantineRichTextEditor.ControlsGroup>
      <MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.H1 />
        <MantineRichTextEditor.H2 />
        <MantineRichTextEditor.H3 />
        <MantineRichTextEditor.H4 />
      </MantineRichTextEditor.ControlsGroup>
      <MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.BulletList />
        <MantineRichTextEditor.OrderedList />
        <MantineRichTextEditor.Blockquote />
      </MantineRichTextEditor.ControlsGroup>
      <MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.Link />
        <MantineRichTextEditor.Unlink />
        {uploadImage && (
          <ImageUploadControl
            uploadImage={uploadImage}
            label={t('widgets.richText.image')}
            onUploaded={(src, name) =>
              editor
                ?.chain()
                .focus()
                .insertContent({ type: 'image', attrs: { src, alt: name } })
                .run()
            }
          />
        )}
      </MantineRichTextEditor.ControlsGroup>
      <MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.Undo />
        <MantineRichTextEditor.Redo />
      </MantineRichTextEditor.ControlsGroup>
    </MantineRichTextEditor.Toolbar>
  )
}
