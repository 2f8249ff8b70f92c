import { Button, Group, Select, Stack, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../api/client.ts'

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

/**
 * 单证下载: a ship's packing list, commercial invoice, customs declaration and contracts, each as
 * xlsx or PDF, for the whole ship or one factory's goods on it.
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
  const download = (kind: ShipDocument, format: 'xlsx' | 'pdf') => {
    const { path, query } = documentRequest(kind, shipId, factoryCode, format)
    void downloadFile(path, query)
  }
  return (
    <Stack gap="sm">
      <Select
        label={t('ship.documents.factory')}
        placeholder={t('ship.documents.allFactories')}
        data={factories}
        value={factoryCode || null}
        onChange={(value) => setFactoryCode(value ?? '')}
        clearable
        w={320}
      />
      <Table withTableBorder aria-label={t('ship.documents.title')}>
        <Table.Tbody>
          {SHIP_DOCUMENTS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(`ship.documents.${kind}`)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  {(['xlsx', 'pdf'] as const).map((format) => (
                    <Button
                      key={format}
                      size="compact-sm"
                      variant="light"
                      aria-label={`${t(`ship.documents.${kind}`)} ${format.toUpperCase()}`}
                      onClick={() => download(kind, format)}
                    >
                      {format === 'xlsx' ? 'Excel' : 'PDF'}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
