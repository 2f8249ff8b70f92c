import { Alert, ScrollArea, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { importOrdersContract, orderTemplateContract } from '#sync/resources/orders/orders.contracts.ts'
import { ApiError, clientSettings, uploadFile } from '../../api/client.ts'
import { SpreadsheetImportModal, useSpreadsheetImport } from '../resource/import-dialog.tsx'

/** A row the import refused: its sheet row, the field at fault and why. */
export type ImportRowError = { row: number | null; field: string; message: string }

/**
 * The rows a refused import lists (`data.errors: [{ row, field, message }]`), or the refusal's own
 * message as one row without a number when the file as a whole was refused; nothing for a lost call.
 */
export function importRowErrors(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiError) || error.kind !== 'answer') return []
  const data = error.data as { errors?: unknown } | null
  const rows = Array.isArray(data?.errors) ? data.errors : []
  const listed = rows.flatMap((e): ImportRowError[] => {
    if (typeof e !== 'object' || e === null) return []
    const o = e as Record<string, unknown>
    if (typeof o.message !== 'string') return []
    const row = Number(o.row)
    return [
      { row: Number.isFinite(row) && o.row !== null ? row : null, field: String(o.field ?? ''), message: o.message },
    ]
  })
  if (listed.length) return listed
  return error.status >= 400 && error.status < 500 && error.message
    ? [{ row: null, field: '', message: error.message }]
    : []
}

/**
 * The order import (spec 1 §5): an xlsx from the order template (≤ 5,000 rows); nothing is written
 * unless every row is valid, and then each bad row is listed with its field and reason.
 */
export function OrderImportDialog({
  opened,
  onClose,
  onImported,
}: {
  opened: boolean
  onClose: () => void
  onImported: () => void
}) {
  const { t } = useTranslation()
  const { problems: rows, ...state } = useSpreadsheetImport(
    opened,
    async (chosen) => {
      await uploadFile(importOrdersContract.path, chosen, {}, undefined, { fieldErrorsShown: true })
      clientSettings.notifySuccess(t('salesOrder.import.done'))
      onImported()
      onClose()
    },
    importRowErrors,
  )
  return (
    <SpreadsheetImportModal
      opened={opened}
      onClose={onClose}
      title={t('salesOrder.import.title')}
      size={720}
      templateUrl={orderTemplateContract.path}
      state={state}
    >
      {rows.length > 0 && (
        <Alert color="red" variant="light" title={t('salesOrder.import.nothingSaved')} p="xs">
          <ScrollArea.Autosize mah={260}>
            <Table fz="sm" verticalSpacing={2} data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t('salesOrder.import.row')}</Table.Th>
                  <Table.Th w={160}>{t('salesOrder.import.field')}</Table.Th>
                  <Table.Th>{t('salesOrder.import.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several problems
                  <Table.Tr key={i}>
                    <Table.Td>{r.row ?? '—'}</Table.Td>
                    <Table.Td>{r.field}</Table.Td>
                    <Table.Td>{r.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Alert>
      )}
    </SpreadsheetImportModal>
  )
}
