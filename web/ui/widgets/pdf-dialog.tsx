import { Button, Group, Loader, Modal, Stack } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile, openFile } from '../../api/client.ts'

/** The viewer and pdf.js load with the first PDF opened. */
const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })))

/**
 * A PDF (a face sheet, a label, a pick sheet) opened in the PDF viewer (spec 1 §2.5), with the
 * browser's own tab to print it from and a download; `url` is read with the session.
 */
export function PdfDialog({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" centered>
      {url && (
        <Stack gap="sm">
          <Suspense fallback={<Loader size="sm" />}>
            <PdfViewer url={url} height="65vh" />
          </Suspense>
          <Group justify="flex-end" gap="xs">
            <Button variant="light" onClick={() => void openFile(url)}>
              {t('widgets.pdf.print')}
            </Button>
            <Button variant="default" onClick={() => void downloadFile(url)}>
              {t('widgets.pdf.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
