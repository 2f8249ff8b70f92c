import { Typography } from '@mantine/core'
import { createElement, type ReactNode } from 'react'
import './rich-text-editor.css'
import { useImageSource } from './image-source.ts'

/** The elements the rich-text editor writes; anything else is reduced to its text. */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
])

/** Elements whose content is code or another document, not text to read: left out whole. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math'])

/** An image of the text, fetched through the session as the editor shows it. */
function StoredImage({ src, alt }: { src: string; alt: string }) {
  const { url } = useImageSource(src)
  return url ? <img className="erp-rte-image" src={url} alt={alt} /> : null
}

/** Only web and mail addresses are followed; a script address (javascript:) is dropped. */
function safeHref(href: string | null): string | undefined {
  return href && /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : undefined
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  if (DROPPED.has(tag)) return null
  const children = [...element.childNodes].map(toReact)
  if (tag === 'img')
    return <StoredImage key={key} src={element.getAttribute('src') ?? ''} alt={element.getAttribute('alt') ?? ''} />
  if (!ALLOWED.has(tag)) return children
  if (tag === 'a') {
    return (
      <a key={key} href={safeHref(element.getAttribute('href'))} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return createElement(tag, { key }, ...(tag === 'br' || tag === 'hr' ? [] : children))
}

/**
 * Text written in the rich-text editor, shown as written: the HTML is parsed into an inert document
 * (nothing in it runs) and only the editor's own elements are drawn, with no attributes but a link's
 * web address and an image's source. Plain text (no tags) shows as it is, line breaks kept.
 */
export function RichTextView({ html }: { html: string }) {
  if (!/<[a-z][^>]*>/i.test(html))
    return (
      <div className="erp-rich-text" style={{ whiteSpace: 'pre-wrap' }}>
        {html}
      </div>
    )
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return <Typography className="erp-rich-text">{[...body.childNodes].map(toReact)}</Typography>
}
