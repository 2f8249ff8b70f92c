import { Alert, Box, Group, ScrollArea, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PdfLoadingStatus, PdfPageNavigation, PdfZoomControls } from './pdf-toolbar.tsx'
import { useLoadingHint } from './use-loading-hint.ts'
import { usePdfCanvas } from './use-pdf-canvas.ts'
import { usePdfDocument } from './use-pdf-document.ts'
import { usePdfPaging } from './use-pdf-paging.ts'

export type PdfViewerProps = {
  url: string
  /** Height of the page area; the page scrolls inside it. */
  height?: number | string
}

/**
 * PDF viewer (spec 1 §2.5): one page on a canvas, previous/next, a page input clamped to 1..total and
 * zoom. pdf.js is imported on first use; while loading, the hint alternates with "if stuck, refresh".
 */
export function PdfViewer({ url, height = '70vh' }: PdfViewerProps) {
  const { t } = useTranslation()
  const { doc, failed, loading } = usePdfDocument(url)
  const hint = useLoadingHint(loading)
  const total = doc?.numPages ?? 0
  const paging = usePdfPaging(url, total)
  const [zoom, setZoom] = useState(1)
  const { canvasRef, drawn } = usePdfCanvas(doc, paging.page, zoom)

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="center" wrap="wrap">
        <PdfPageNavigation paging={paging} total={total} disabled={!doc} />
        <PdfZoomControls zoom={zoom} onZoom={setZoom} disabled={!doc} />
      </Group>
      {failed && <Alert color="red">{t('widgets.pdf.failed')}</Alert>}
      {loading && <PdfLoadingStatus hint={hint} />}
      <ScrollArea h={height} type="auto" style={{ display: doc ? undefined : 'none' }}>
        <Box ta="center">
          <canvas ref={canvasRef} role="img" aria-label={t('widgets.pdf.document')} data-drawn={drawn} />
        </Box>
      </ScrollArea>
    </Stack>
  )
}
