import { FileButton, Loader } from '@mantine/core'
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap'
import '@mantine/tiptap/styles.css'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import {
  Extension,
  mergeAttributes,
  Node,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
  useEditor,
} from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import './rich-text-editor.css'
import { useImageSource } from './image-source.ts'
import { PhotoIcon } from './widget-icons.tsx'

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

/** An <img> in the document; our API's images are shown through the session (see useImageSource). */
function ImageNodeView({ node, selected }: ReactNodeViewProps) {
  const { url } = useImageSource(String(node.attrs.src ?? ''))
  return (
    <NodeViewWrapper>
      {url && (
        <img
          className="erp-rte-image"
          src={url}
          alt={String(node.attrs.alt ?? '')}
          title={node.attrs.title ? String(node.attrs.title) : undefined}
          data-selected={selected}
        />
      )}
    </NodeViewWrapper>
  )
}

/** Block images: tiptap's image extension is not a dependency, and this is all the editor needs. */
const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } }
  },
  parseHTML() {
    return [{ tag: 'img[src]' }]
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)]
  },
  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView)
  },
})

/** Marks the first empty paragraph of an empty document with the placeholder (styled in the CSS file). */
function placeholderExtension(text: string) {
  return Extension.create({
    name: 'erpPlaceholder',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('erpPlaceholder'),
          props: {
            decorations: ({ doc }) => {
              const first = doc.firstChild
              const empty = doc.childCount === 1 && first?.isTextblock && first.content.size === 0
              if (!empty || !first) return DecorationSet.empty
              return DecorationSet.create(doc, [
                Decoration.node(0, first.nodeSize, { class: 'erp-rte-empty', 'data-placeholder': text }),
              ])
            },
          },
        }),
      ]
    },
  })
}

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
 * Rich-text editor (spec 1 §2.5, placeholder 请输入内容): bold, italic, underline, strike, headings,
 * lists, link, undo/redo and, when `uploadImage` is given, image upload. Value in and out as HTML.
 */
export function RichTextEditor({ value, onChange, placeholder, uploadImage, minHeight = 200 }: RichTextEditorProps) {
  const { t, i18n } = useTranslation()
  const placeholderText = placeholder ?? t('widgets.richText.placeholder')
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({ link: false }),
        Link.configure({ openOnClick: false }),
        ImageNode,
        placeholderExtension(placeholderText),
      ],
      content: value,
      editorProps: { attributes: { 'aria-label': t('widgets.richText.content') } },
      onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
    },
    // Rebuilt when the language or placeholder changes, so the placeholder and the aria-label follow.
    [placeholderText, i18n.language],
  )

  // A value set from outside (a form reset, a record loaded) replaces the content without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('widgets.richText.bold'),
      italicControlLabel: t('widgets.richText.italic'),
      underlineControlLabel: t('widgets.richText.underline'),
      strikeControlLabel: t('widgets.richText.strike'),
      clearFormattingControlLabel: t('widgets.richText.clearFormatting'),
      h1ControlLabel: t('widgets.richText.heading', { level: 1 }),
      h2ControlLabel: t('widgets.richText.heading', { level: 2 }),
      h3ControlLabel: t('widgets.richText.heading', { level: 3 }),
      h4ControlLabel: t('widgets.richText.heading', { level: 4 }),
      bulletListControlLabel: t('widgets.richText.bulletList'),
      orderedListControlLabel: t('widgets.richText.orderedList'),
      blockquoteControlLabel: t('widgets.richText.blockquote'),
      linkControlLabel: t('widgets.richText.link'),
      unlinkControlLabel: t('widgets.richText.unlink'),
      linkEditorInputLabel: t('widgets.richText.linkInput'),
      linkEditorInputPlaceholder: t('widgets.richText.linkPlaceholder'),
      linkEditorExternalLink: t('widgets.richText.linkExternal'),
      linkEditorInternalLink: t('widgets.richText.linkInternal'),
      linkEditorSave: t('widgets.richText.linkSave'),
      undoControlLabel: t('widgets.richText.undo'),
      redoControlLabel: t('widgets.richText.redo'),
    }),
    [t],
  )

  return (
    <MantineRichTextEditor editor={editor} labels={labels}>
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
      <MantineRichTextEditor.Content mih={minHeight} />
    </MantineRichTextEditor>
  )
}
