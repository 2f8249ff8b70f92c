import { Link } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ImageNode, placeholderExtension } from './rich-text-extensions.tsx'

/** What the editor edits: the HTML value, where changes go, and the text shown while empty. */
export type RichTextEditorInput = {
  value: string
  onChange: (html: string) => void
  /** Shown while empty. */
  placeholder: string
}

/**
 * The tiptap editor of the rich-text editor (marks, headings, lists, links, block images, the placeholder):
 * it reports its HTML ('' when empty) and takes a value set from outside without echoing it back.
 */
export function useRichTextEditor({ value, onChange, placeholder }: RichTextEditorInput) {
  const { t, i18n } = useTranslation()
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({ link: false }),
        Link.configure({ openOnClick: false }),
        ImageNode,
        placeholderExtension(placeholder),
      ],
      content: value,
      editorProps: { attributes: { 'aria-label': t('widgets.richText.content') } },
      onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
    },
    // Rebuilt when the language or placeholder changes, so the placeholder and the aria-label follow.
    [placeholder, i18n.language],
  )

  // A value set from outside (a form reset, a record loaded) replaces the content without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return editor
}
