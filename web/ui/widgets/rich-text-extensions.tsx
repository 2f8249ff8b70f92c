import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import {
  Extension,
  mergeAttributes,
  Node,
  NodeViewWrapper,
  type ReactNodeViewProps,
  ReactNodeViewRenderer,
} from '@tiptap/react'
import { useImageSource } from './image-source.ts'

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
export const ImageNode = Node.create({
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
export function placeholderExtension(text: string) {
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
