import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type payableDocumentAnswer, paymentsContracts } from '#sync/resources/finance/payments/payments.contracts.ts'
import { callApi, getJson, postJson } from '../../../api/client.ts'
import type { Row } from '../../resource/resource-table.tsx'

/** A document the application may pay, as the relation call answers it. */
export type Document = z.infer<typeof payableDocumentAnswer>

export type Chosen = { amount: string; deposit: boolean }

/**
 * The state of the payment application editor: its saved detail, the documents of the relation type
 * with what is owed on each, what is chosen to pay on each now, the payee's account, and saving.
 */
export function useApplyPayEditor(record: Row | null, onSaved?: () => void) {
  const [detail, setDetail] = useState<Row | null>(null)
  const [relationType, setRelationType] = useState('1')
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<Record<string, Chosen>>({})
  const [form, setForm] = useState({ receiveAccount: '', receiveBank: '', expectPayDate: '', remark: '' })
  const [error, setError] = useState<string | null>(null)
  const { t } = useTranslation()
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

  const rows: Document[] = documents.data ?? []

  const picked = rows.filter((d) => chosen[d.relationId])
  const parties = new Set(picked.map((d) => `${d.partyId}/${d.currencyCode}`))

  async function save() {
    setError(null)
    if (!picked.length) return setError(t('payments.none'))
    if (parties.size > 1) return setError(t('payments.mixed'))
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

  return {
    relationType,
    setRelationType,
    keyword,
    setKeyword,
    chosen,
    setChosen,
    form,
    setForm,
    error,
    saving,
    save,
    rows,
    loading: documents.isLoading,
  }
}
