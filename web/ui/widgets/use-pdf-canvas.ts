import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useRef, useState } from 'react'
import { clampPage } from './pdf-pages.ts'

/**
 * Draws `page` of `doc` at `zoom` on the canvas given `canvasRef`, again on each change (a drawing in
 * progress is cancelled). `drawn` is the page and zoom last drawn ("2@1.25"), for whoever waits for the drawing.
 */
export function usePdfCanvas(doc: PDFDocumentProxy | null, page: number, zoom: number) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [drawn, setDrawn] = useState('')

  useEffect(() => {
    const canvas = canvasRef.current
    if (!doc || !canvas) return
    let task: RenderTask | undefined
    let cancelled = false
    void (async () => {
      try {
        const pdfPage = await doc.getPage(clampPage(page, doc.numPages))
        if (cancelled) return
        // Drawn at the screen's pixel density so text stays sharp on tablets.
        const ratio = window.devicePixelRatio || 1
        const viewport = pdfPage.getViewport({ scale: zoom * ratio })
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
        task = pdfPage.render({ canvas, viewport })
        await task.promise
        if (!cancelled) setDrawn(`${page}@${zoom}`)
      } catch {
        // A render cancelled by the next page or zoom is expected; a broken page leaves the canvas blank.
      }
    })()
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [doc, page, zoom])

  return { canvasRef, drawn }
}
