import { ActionIcon, Alert, Box, Group, Loader, NumberInput, ScrollArea, Stack, Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiHeaders } from '../../api/client.ts'
import { needsAuthorisedFetch } from './image-source.ts'
import { clampPage, loadingHintAt, stepZoom, ZOOM_MAX, ZOOM_MIN } from './pdf-pages.ts'
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from './widget-icons.tsx'

export type PdfViewerProps = {
  url: string
  /** Height of the page area; the page scrolls inside it. */
  height?: number | string
}

const HINT_CHECK_MS = 500

type Loaded = { url: string; doc: PDFDocumentProxy }

/**
 * PDF viewer (spec 1 §2.5): one page on a canvas, previous/next, a page input clamped to 1..total and
 * zoom. pdf.js is imported on first use; while loading, the hint alternates with "if stuck, refresh".
 */
export function PdfViewer({ url, height = '70vh' }: PdfViewerProps) {
  const { t } = useTranslation()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const [pageInput, setPageInput] = useState<string | number>(1)
  const [zoom, setZoom] = useState(1)
  const [hint, setHint] = useState<'loading' | 'stuck'>('loading')
  // The page and zoom last drawn on the canvas ("2@1.25"), for whoever waits for the drawing.
  const [drawn, setDrawn] = useState('')
  const loadStart = useRef(Date.now())

  const doc = loaded?.url === url ? loaded.doc : null
  const failed = failedUrl === url
  const loading = !doc && !failed
  const total = doc?.numPages ?? 0

  // Checked twice a second against the start time, so each hint stays its full 4 s without drift.
  const hintTimer = useInterval(() => setHint(loadingHintAt(Date.now() - loadStart.current)), HINT_CHECK_MS)
  useEffect(() => {
    if (!loading) return
    loadStart.current = Date.now()
    setHint('loading')
    hintTimer.start()
    return hintTimer.stop
  }, [loading, hintTimer.start, hintTimer.stop])

  useEffect(() => {
    let cancelled = false
    let destroy: (() => void) | undefined
    setPage(1)
    setPageInput(1)
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

  const goTo = (requested: number) => {
    const next = clampPage(requested, total)
    setPage(next)
    setPageInput(next)
  }
  const commitInput = () => goTo(typeof pageInput === 'number' ? pageInput : Number.parseInt(pageInput, 10))

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="center" wrap="wrap">
        <ActionIcon
          variant="default"
          aria-label={t('widgets.pdf.previous')}
          disabled={!doc || page <= 1}
          onClick={() => goTo(page - 1)}
        >
          <ChevronLeftIcon />
        </ActionIcon>
        <NumberInput
          aria-label={t('widgets.pdf.page')}
          w={80}
          size="xs"
          min={1}
          max={Math.max(1, total)}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={!doc}
          value={pageInput}
          onChange={setPageInput}
          onBlur={commitInput}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitInput()
          }}
        />
        <Text size="sm">{t('widgets.pdf.ofTotal', { total })}</Text>
        <ActionIcon
          variant="default"
          aria-label={t('widgets.pdf.next')}
          disabled={!doc || page >= total}
          onClick={() => goTo(page + 1)}
        >
          <ChevronRightIcon />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('widgets.pdf.zoomOut')}
          disabled={!doc || zoom <= ZOOM_MIN}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
        >
          <ZoomOutIcon />
        </ActionIcon>
        <Text size="sm" w={48} ta="center">
          {Math.round(zoom * 100)}%
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('widgets.pdf.zoomIn')}
          disabled={!doc || zoom >= ZOOM_MAX}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
        >
          <ZoomInIcon />
        </ActionIcon>
      </Group>
      {failed && <Alert color="red">{t('widgets.pdf.failed')}</Alert>}
      {loading && (
        <Group gap="xs" justify="center" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {hint === 'stuck' ? t('widgets.pdf.stuck') : t('widgets.pdf.loading')}
          </Text>
        </Group>
      )}
      <ScrollArea h={height} type="auto" style={{ display: doc ? undefined : 'none' }}>
        <Box ta="center">
          <canvas ref={canvasRef} role="img" aria-label={t('widgets.pdf.document')} data-drawn={drawn} />
        </Box>
      </ScrollArea>
    </Stack>
  )
}
