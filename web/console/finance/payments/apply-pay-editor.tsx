import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Label } from '#sync/i18n/language.ts'
import { paymentsContracts } from '#sync/resources/finance/payments/payments.contracts.ts'
import { callApi, getJson, postJson } from '../../../api/client.ts'
import { currentLanguage } from '../../../i18n/i18n-core.ts'
import type { Row } from '../../resource/resource-table.tsx'

/** Texts of the payment screens (in each language). */
export const PAY_TEXT = {
  add: { zh: '新增付款申请', en: 'New payment application', ja: '支払申請を追加' },
  edit: { zh: '编辑', en: 'Edit', ja: '編集' },
  view: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
  relationType: { zh: '关联类型', en: 'Relates to', ja: '関連種別' },
  purchaseOrder: { zh: '采购订单', en: 'Purchase order', ja: '発注書' },
  shipBill: { zh: '货柜费用账单', en: 'Ship cost bill', ja: 'コンテナ費用請求' },
  feeDetail: { zh: '费用明细', en: 'Fee detail', ja: '費用明細' },
  keyword: { zh: '单号', en: 'Document no.', ja: '伝票番号' },
  document: { zh: '单据', en: 'Document', ja: '伝票' },
  payee: { zh: '收款方', en: 'Payee', ja: '受取人' },
  total: { zh: '单据金额', en: 'Total', ja: '伝票金額' },
  asked: { zh: '已申请', en: 'Asked', ja: '申請済み' },
  owed: { zh: '尚欠', en: 'Still owed', ja: '未払残' },
  payable: { zh: '应付未付', en: 'Payable open', ja: '買掛残' },
  prepaid: { zh: '已预付', en: 'Prepaid', ja: '前払済み' },
  amount: { zh: '本次付款', en: 'Pay now', ja: '今回支払' },
  deposit: { zh: '定金', en: 'Deposit', ja: '手付金' },
  account: { zh: '收款账户', en: 'Payee account', ja: '振込先口座' },
  bank: { zh: '收款银行', en: 'Payee bank', ja: '振込先銀行' },
  payBy: { zh: '期望付款日', en: 'Pay by', ja: '支払希望日' },
  remark: { zh: '备注', en: 'Remark', ja: '備考' },
  save: { zh: '保存', en: 'Save', ja: '保存' },
  cancel: { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
  none: { zh: '没有可付款的单据', en: 'Nothing owed to pay', ja: '支払対象の伝票がありません' },
  mixed: {
    zh: '所选单据须属于同一收款方、同一币种',
    en: 'The documents chosen must be owed to one payee in one currency',
    ja: '選択する伝票は同じ受取人・同じ通貨である必要があります',
  },
  pdf: { zh: '查看PDF', en: 'View PDF', ja: 'PDFを表示' },
  confirmBatch: { zh: '批量确认付款', en: 'Confirm paid (selected)', ja: '一括支払確認' },
  submitBatch: { zh: '批量提交', en: 'Submit selected', ja: '一括提出' },
  excel: { zh: '导出Excel', en: 'Export Excel', ja: 'Excel出力' },
} as const satisfies Record<string, Label>

/** A payment screen's text in the person's language. */
export const say = (key: keyof typeof PAY_TEXT): string => PAY_TEXT[key][currentLanguage()]

type Document = {
  relationType: string
  relationId: string
  relationNo: string
  partyType: string
  partyId: string | null
  partyName: string | null
  currencyCode: string | null
  total: string
  asked: string
  owed: string
  payableOpen: string
  prepaid: string
}

type Chosen = { amount: string; deposit: boolean }

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
  const [detail, setDetail] = useState<Row | null>(null)
  const [relationType, setRelationType] = useState('1')
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<Record<string, Chosen>>({})
  const [form, setForm] = useState({ receiveAccount: '', receiveBank: '', expectPayDate: '', remark: '' })
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!record?.id) return
    void getJson<Row>('/api/financialApplyPay/detail', { id: String(record.id) }).then((d) => {
      setDetail(d)
      setRelationType(String(d.relationType ?? '1'))
      setForm({
        receiveAccount: String(d.receiveAccount ?? ''),
        receiveBank: String(d.receiveBank ?? ''),
        expectPayDate: String(d.expectPayDate ?? ''),
        remark: String(d.remark ?? ''),
      })
      const lines = (d.relations ?? []) as Row[]
      setChosen(
        Object.fromEntries(
          lines.map((l) => [
            String(l.relationId),
            { amount: String(l.amount ?? ''), deposit: String(l.paymentKind) === '1' },
          ]),
        ),
      )
    })
  }, [record])

  const documents = useQuery({
    queryKey: ['apply-pay-documents', relationType, keyword],
    queryFn: () =>
      callApi(paymentsContracts.selectRelationByRelationType, {
        query: { relationType: relationType as '1', ...(keyword ? { keyword } : {}) },
      }),
  })

  const rows = useMemo(() => {
    const all = (documents.data ?? []) as Document[]
    // A saved application's documents stay listed even when a filter would hide them.
    return all
  }, [documents.data])

  const picked = rows.filter((d) => chosen[d.relationId])
  const parties = new Set(picked.map((d) => `${d.partyId}/${d.currencyCode}`))

  async function save() {
    setError(null)
    if (!picked.length) return setError(say('none'))
    if (parties.size > 1) return setError(say('mixed'))
    const first = picked[0] as Document
    setSaving(true)
    try {
      await postJson('/api/financialApplyPay/saveOrUpdate', {
        ...(record?.id ? { id: String(record.id), version: detail?.version } : {}),
        relationType,
        partyType: first.partyType,
        partyId: first.partyId,
        partyName: first.partyName,
        currencyCode: first.currencyCode,
        ...Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')),
        relations: picked.map((d) => ({
          relationType,
          relationId: d.relationId,
          amount: chosen[d.relationId]?.amount || d.owed,
          paymentKind: chosen[d.relationId]?.deposit ? '1' : '2',
        })),
      })
      onSaved?.()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setSaving(false)
    }
  }

  const title = readOnly ? `${say('view')} ${String(record?.code ?? '')}` : record ? say('edit') : say('add')
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="sm">
        <Group grow>
          <Select
            label={say('relationType')}
            value={relationType}
            disabled={readOnly || !!record}
            onChange={(v) => {
              setRelationType(v ?? '1')
              setChosen({})
            }}
            data={[
              { value: '1', label: say('purchaseOrder') },
              { value: '2', label: say('shipBill') },
              { value: '3', label: say('feeDetail') },
            ]}
          />
          <TextInput label={say('keyword')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
        </Group>
        <Table striped withTableBorder data-testid="apply-pay-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{say('document')}</Table.Th>
              <Table.Th>{say('payee')}</Table.Th>
              <Table.Th ta="right">{say('total')}</Table.Th>
              <Table.Th ta="right">{say('asked')}</Table.Th>
              <Table.Th ta="right">{say('owed')}</Table.Th>
              <Table.Th ta="right">{say('payable')}</Table.Th>
              <Table.Th ta="right">{say('prepaid')}</Table.Th>
              <Table.Th>{say('amount')}</Table.Th>
              <Table.Th>{say('deposit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => {
              const c = chosen[d.relationId]
              return (
                <Table.Tr key={d.relationId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={d.relationNo}
                      disabled={readOnly}
                      checked={!!c}
                      onChange={(e) => {
                        const on = e.currentTarget.checked
                        setChosen((prev) => {
                          const next = { ...prev }
                          if (on) next[d.relationId] = { amount: d.owed, deposit: false }
                          else delete next[d.relationId]
                          return next
                        })
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{d.relationNo}</Table.Td>
                  <Table.Td>{d.partyName ?? d.partyId}</Table.Td>
                  <Table.Td ta="right">{`${d.total} ${d.currencyCode ?? ''}`}</Table.Td>
                  <Table.Td ta="right">{d.asked}</Table.Td>
                  <Table.Td ta="right">{d.owed}</Table.Td>
                  <Table.Td ta="right">{d.payableOpen}</Table.Td>
                  <Table.Td ta="right">{d.prepaid}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={120}
                      aria-label={`${say('amount')} ${d.relationNo}`}
                      disabled={readOnly || !c}
                      value={c?.amount ?? ''}
                      decimalScale={2}
                      min={0}
                      onChange={(v) =>
                        setChosen((prev) => ({
                          ...prev,
                          [d.relationId]: { deposit: false, ...prev[d.relationId], amount: String(v) },
                        }))
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${say('deposit')} ${d.relationNo}`}
                      disabled={readOnly || !c || relationType !== '1'}
                      checked={!!c?.deposit}
                      onChange={(e) => {
                        const deposit = e.currentTarget.checked
                        setChosen((prev) => ({
                          ...prev,
                          [d.relationId]: { amount: d.owed, ...prev[d.relationId], deposit },
                        }))
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        {!rows.length && !documents.isLoading && <Text c="dimmed">{say('none')}</Text>}
        <Group grow>
          {(['receiveAccount', 'receiveBank', 'expectPayDate', 'remark'] as const).map((key) => (
            <TextInput
              key={key}
              label={say(
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
            {say('cancel')}
          </Button>
          {!readOnly && (
            <Button loading={saving} onClick={() => void save()}>
              {say('save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
