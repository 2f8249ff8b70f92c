import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useState } from 'react'
import { apiHeaders } from '../../api/client.ts'
import { needsAuthorisedFetch } from './image-source.ts'

type Loaded = { url: string; doc: PDFDocumentProxy }

/** The PDF at `url` as pdf.js opened it (pdf.js is imported on first use), or why there is none yet. */
export type PdfDocumentState = { doc: PDFDocumentProxy | null; failed: boolean; loading: boolean }

/** Opens the PDF at `url`, again whenever it changes; a document still opening for an older address is dropped. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    let destroy: (() => void) | undefined
    void (async () => {
      try {
        const { pdfjs } = await import('./pdf-loader.ts')
        if (cancelled) return
        const task = pdfjs.getDocument({
          url,
          // Our API's files answer only with the session header.
          httpHeaders: needsAuthorisedFetch(url) ? apiHeaders() : undefined,
        })
        destroy = () => void task.destroy()
        const loadedDoc = await task.promise
        if (!cancelled) setLoaded({ url, doc: loadedDoc })
      } catch {
        if (!cancelled) setFailedUrl(url)
      }
    })()
    return () => {
      cancelled = true
      destroy?.()
    }
  }, [url])

  const doc = loaded?.url === url ? loaded.doc : null
  const failed = failedUrl === url
  return { doc, failed, loading: !doc && !failed }
}
