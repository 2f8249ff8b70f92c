import { Button, Group, Select, Stack, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../api/client.ts'
import { PdfDialog } from '../../ui/widgets/pdf-dialog.tsx'

/** The ship's documents (`/api/shipExport/<kind>`), in the order the forwarder and customs ask for them. */
export const SHIP_DOCUMENTS = [
  'packing',
  'invoice',
  'customsDeclaration',
  'saleContract',
  'saleContractTicketCode',
] as const

/** One of the ship's documents. */
export type ShipDocument = (typeof SHIP_DOCUMENTS)[number]

/** Where a document downloads from, and with what: the ship, the factory (all when none) and the format. */
export function documentRequest(kind: ShipDocument, shipId: string, factoryCode: string, format: 'xlsx' | 'pdf') {
  return {
    path: `/api/shipExport/${kind}`,
    query: { shipId, format, ...(factoryCode ? { factoryCode } : {}) },
  }
}

/** The address of a document's PDF, as the viewer reads it. */
export function documentUrl(kind: ShipDocument, shipId: string, factoryCode: string): string {
  const { path, query } = documentRequest(kind, shipId, factoryCode, 'pdf')
  return `${path}?${new URLSearchParams(query).toString()}`
}

/** One document's row: Excel and PDF to download, and the PDF to view. */
function DocumentRow({
  name,
  onDownload,
  onView,
}: {
  name: string
  onDownload: (f: 'xlsx' | 'pdf') => void
  onView: () => void
}) {
  const { t } = useTranslation()
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end">
          {(['xlsx', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              size="compact-sm"
              variant="light"
              aria-label={`${name} ${format.toUpperCase()}`}
              onClick={() => onDownload(format)}
            >
              {format === 'xlsx' ? 'Excel' : 'PDF'}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`${t('ship.documents.view')} ${name}`}
            onClick={onView}
          >
            {t('ship.documents.view')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * 单证下载: a ship's packing list, commercial invoice, customs declaration and contracts, each as
 * xlsx or PDF (or viewed as PDF), for the whole ship or, where several factories' goods ride on it,
 * one factory's.
 */
export function ShipDocuments({
  shipId,
  factories,
}: {
  shipId: string
  factories: { value: string; label: string }[]
}) {
  const { t } = useTranslation()
  const [factoryCode, setFactoryCode] = useState('')
  const [viewing, setViewing] = useState<ShipDocument | null>(null)
  return (
    <Stack gap="sm">
      {factories.length > 1 && (
        <Select
          label={t('ship.documents.factory')}
          placeholder={t('ship.documents.allFactories')}
          data={factories}
          value={factoryCode || null}
          onChange={(value) => setFactoryCode(value ?? '')}
          clearable
          w={320}
        />
      )}
      <Table withTableBorder aria-label={t('ship.documents.title')}>
        <Table.Tbody>
          {SHIP_DOCUMENTS.map((kind) => (
            <DocumentRow
              key={kind}
              name={t(`ship.documents.${kind}`)}
              onDownload={(format) => {
                const { path, query } = documentRequest(kind, shipId, factoryCode, format)
                void downloadFile(path, query)
              }}
              onView={() => setViewing(kind)}
            />
          ))}
        </Table.Tbody>
      </Table>
      <PdfDialog
        url={viewing ? documentUrl(viewing, shipId, factoryCode) : null}
        title={viewing ? t(`ship.documents.${viewing}`) : ''}
        onClose={() => setViewing(null)}
      />
    </Stack>
  )
}
