import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap'
import '@mantine/tiptap/styles.css'
import { useTranslation } from 'react-i18next'
import './rich-text-editor.css'
import { RichTextToolbar } from './rich-text-toolbar.tsx'
import { useRichTextEditor } from './use-rich-text-editor.ts'
import { useRichTextLabels } from './use-rich-text-labels.ts'

export type RichTextEditorProps = {
  /** The content as HTML. */
  value: string
  onChange: (html: string) => void
  /** Shown while empty; 请输入内容 (localised) by default. */
  placeholder?: string
  /** Uploads a picked image and resolves to its URL; the image is inserted only when it resolves. */
  uploadImage?: (file: File) => Promise<string>
  /** Minimum height of the writing area. */
  minHeight?: number
}

/**
 * Rich-text editor (spec 1 §2.5, placeholder 请输入内容): bold, italic, underline, strike, headings,
 * lists, link, undo/redo and, when `uploadImage` is given, image upload. Value in and out as HTML.
 */
export function RichTextEditor({ value, onChange, placeholder, uploadImage, minHeight = 200 }: RichTextEditorProps) {
  const { t } = useTranslation()
  const editor = useRichTextEditor({ value, onChange, placeholder: placeholder ?? t('widgets.richText.placeholder') })
  const labels = useRichTextLabels()

  return (
    <MantineRichTextEditor editor={editor} labels={labels}>
      <RichTextToolbar editor={editor} uploadImage={uploadImage} />
      <MantineRichTextEditor.Content mih={minHeight} />
    </MantineRichTextEditor>
  )
}
