import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../resource/resource-table.tsx'
import { ApplyPayDocuments } from './apply-pay-documents.tsx'
import { useApplyPayEditor } from './use-apply-pay-editor.ts'

/**
 * Adds, edits or shows a payment application: its relation type, the documents of that type with
 * what is still owed on each (total, asked by live applications, open in the books), the amount
 * paid on each now (at most what is owed; a purchase order's as a deposit or against its payable),
 * and the payee's account. The server checks the same under a lock.
 */
export function ApplyPayEditor({
  record,
  readOnly = false,
  onClose,
  onSaved,
}: {
  record: Row | null
  readOnly?: boolean
  onClose: () => void
  onSaved?: () => void
}) {
  const { t } = useTranslation()
  const e = useApplyPayEditor(record, onSaved)
  const { relationType, setRelationType, keyword, setKeyword, setChosen, form, setForm, error, saving, save, rows } = e
  const title = readOnly
    ? `${t('payments.view')} ${String(record?.code ?? '')}`
    : record
      ? t('payments.edit')
      : t('payments.add')
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="sm">
        <Group grow>
          <Select
            label={t('payments.relationType')}
            value={relationType}
            disabled={readOnly || !!record}
            onChange={(v) => {
              setRelationType(v ?? '1')
              setChosen({})
            }}
            data={[
              { value: '1', label: t('payments.purchaseOrder') },
              { value: '2', label: t('payments.shipBill') },
              { value: '3', label: t('payments.feeDetail') },
            ]}
          />
          <TextInput
            label={t('payments.keyword')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
          />
        </Group>
        <ApplyPayDocuments
          rows={rows}
          relationType={relationType}
          readOnly={readOnly}
          chosen={e.chosen}
          setChosen={setChosen}
        />
        {!rows.length && !e.loading && <Text c="dimmed">{t('payments.none')}</Text>}
        <Group grow>
          {(['receiveAccount', 'receiveBank', 'expectPayDate', 'remark'] as const).map((key) => (
            <TextInput
              key={key}
              label={t(
                key === 'receiveAccount'
                  ? 'account'
                  : key === 'receiveBank'
                    ? 'bank'
                    : key === 'expectPayDate'
                      ? 'payBy'
                      : 'remark',
              )}
              placeholder={key === 'expectPayDate' ? 'YYYY-MM-DD' : undefined}
              disabled={readOnly}
              value={form[key]}
              onChange={(e) => {
                const value = e.currentTarget.value
                setForm((f) => ({ ...f, [key]: value }))
              }}
            />
          ))}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.cancel')}
          </Button>
          {!readOnly && (
            <Button loading={saving} onClick={() => void save()}>
              {t('payments.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
