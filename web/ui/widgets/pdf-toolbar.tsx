import { Group, Loader, NumberInput, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type LoadingHint, stepZoom, ZOOM_MAX, ZOOM_MIN } from './pdf-pages.ts'
import { ToolButton } from './tool-button.tsx'
import type { PdfPaging } from './use-pdf-paging.ts'
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from './widget-icons.tsx'

/** Previous / next and the page input (clamped to 1..total) with "of total"; all disabled until the document is open. */
export function PdfPageNavigation({
  paging,
  total,
  disabled,
}: {
  paging: PdfPaging
  total: number
  disabled: boolean
}) {
  const { t } = useTranslation()
  const { page, pageInput, setPageInput, goTo, commitInput } = paging
  return (
    <>
      <ToolButton label={t('widgets.pdf.previous')} disabled={disabled || page <= 1} onClick={() => goTo(page - 1)}>
        <ChevronLeftIcon />
      </ToolButton>
      <NumberInput
        aria-label={t('widgets.pdf.page')}
        w={80}
        size="xs"
        min={1}
        max={Math.max(1, total)}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        value={pageInput}
        onChange={setPageInput}
        onBlur={commitInput}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitInput()
        }}
      />
      <Text size="sm">{t('widgets.pdf.ofTotal', { total })}</Text>
      <ToolButton label={t('widgets.pdf.next')} disabled={disabled || page >= total} onClick={() => goTo(page + 1)}>
        <ChevronRightIcon />
      </ToolButton>
    </>
  )
}

/** Zoom out, the zoom in percent, zoom in; kept within the viewer's range. */
export function PdfZoomControls({
  zoom,
  onZoom,
  disabled,
}: {
  zoom: number
  onZoom: (step: (zoom: number) => number) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <ToolButton
        label={t('widgets.pdf.zoomOut')}
        disabled={disabled || zoom <= ZOOM_MIN}
        onClick={() => onZoom((z) => stepZoom(z, -1))}
      >
        <ZoomOutIcon />
      </ToolButton>
      <Text size="sm" w={48} ta="center">
        {Math.round(zoom * 100)}%
      </Text>
      <ToolButton
        label={t('widgets.pdf.zoomIn')}
        disabled={disabled || zoom >= ZOOM_MAX}
        onClick={() => onZoom((z) => stepZoom(z, 1))}
      >
        <ZoomInIcon />
      </ToolButton>
    </>
  )
}

/** The loading hint, announced politely; it alternates with "if stuck, refresh". */
export function PdfLoadingStatus({ hint }: { hint: LoadingHint }) {
  const { t } = useTranslation()
  return (
    <Group gap="xs" justify="center" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {hint === 'stuck' ? t('widgets.pdf.stuck') : t('widgets.pdf.loading')}
      </Text>
    </Group>
  )
}
