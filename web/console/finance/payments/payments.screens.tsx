import { Button, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { type JSX, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { apiHeaders, postJson } from '../../../api/client.ts'
import { usePermissions } from '../../../api/menus.ts'
import { PdfDialog } from '../../../ui/widgets/pdf-dialog.tsx'
import { ResourcePanel } from '../../resource/resource-list.page.tsx'
import type { Row } from '../../resource/resource-table.tsx'
import { ApplyPayEditor } from './apply-pay-editor.tsx'

/** Reads a file a POST answers (the application's PDF) into an address the PDF viewer opens. */
async function postedFileUrl(path: string, body: unknown): Promise<string> {
  const res = await fetch(path, {
    method: 'POST',
    headers: apiHeaders({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(await res.text())
  return URL.createObjectURL(await res.blob())
}

/**
 * 付款申请: the generic list with the application's own editor (documents picked with what is still
 * owed on each) for adding, editing and viewing, its PDF in the viewer, batch submit and the Excel export.
 */
function ApplyPayScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Row | 'new' | null>(null)
  const [viewing, setViewing] = useState<Row | null>(null)
  const [pdf, setPdf] = useState<{ url: string; title: string } | null>(null)
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })
  const openPdf = async (row: Row) =>
    setPdf({
      url: await postedFileUrl('/api/generatePdf/exportApplyPayPdf', { id: String(row.id) }),
      title: String(row.code),
    })
  return (
    <>
      <ResourcePanel
        resource={resource}
        urls={{ submit: null, save: null, update: null }}
        onView={(row) => setViewing(row)}
        toolbarActions={({ ids, rows, refresh }) => (
          <Group gap="xs">
            {can(resource.permissions.add) && <Button onClick={() => setEditing('new')}>{t('payments.add')}</Button>}
            {can(resource.permissions.edit) && (
              <Button
                variant="light"
                disabled={!ids.length}
                onClick={() => void postJson('/api/financialApplyPay/submitPatch', { ids }).then(refresh)}
              >
                {t('payments.submitBatch')}
              </Button>
            )}
            <Button variant="light" disabled={rows.length !== 1} onClick={() => rows[0] && void openPdf(rows[0])}>
              {t('payments.pdf')}
            </Button>
          </Group>
        )}
        extraAction={
          can(resource.permissions.edit) ? { label: t('payments.edit'), onClick: (row) => setEditing(row) } : undefined
        }
      />
      {viewing && <ApplyPayEditor record={viewing} readOnly onClose={() => setViewing(null)} />}
      {editing && (
        <ApplyPayEditor
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            changed()
          }}
        />
      )}
      <PdfDialog
        url={pdf?.url ?? null}
        title={pdf?.title ?? ''}
        onClose={() => {
          if (pdf) URL.revokeObjectURL(pdf.url)
          setPdf(null)
        }}
      />
    </>
  )
}

/** 付款凭证: the generic list with batch confirm (each voucher posted, its application done when all are paid). */
function PayVoucherScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  return (
    <ResourcePanel
      resource={resource}
      toolbarActions={({ ids, refresh }) =>
        can(resource.permissions.edit) ? (
          <Button
            disabled={!ids.length}
            onClick={() => void postJson('/api/financialPayVoucher/confirmBatch', { ids }).then(refresh)}
          >
            {t('payments.confirmBatch')}
          </Button>
        ) : null
      }
    />
  )
}

/** The finance area's screens of their own for payments, by resource key. */
export const paymentsScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'erp/financialapplypay': (resource) => <ApplyPayScreen resource={resource} />,
  'erp/financialpayvoucher': (resource) => <PayVoucherScreen resource={resource} />,
}
