import { Checkbox, NumberInput, Table } from '@mantine/core'
import type { Dispatch, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import type { Chosen, Document } from './use-apply-pay-editor.ts'

type Choice = {
  relationType: string
  readOnly: boolean
  chosen: Record<string, Chosen>
  setChosen: Dispatch<SetStateAction<Record<string, Chosen>>>
}

/** The documents of the relation type with what is owed on each, and what is paid on each now. */
export function ApplyPayDocuments({ rows, ...choice }: Choice & { rows: readonly Document[] }) {
  const { t } = useTranslation()
  return (
    <Table striped withTableBorder data-testid="apply-pay-documents">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {(['document', 'payee', 'total', 'asked', 'owed', 'payable', 'prepaid'] as const).map((key, i) => (
            <Table.Th key={key} ta={i > 1 ? 'right' : undefined}>
              {t(`payments.${key}`)}
            </Table.Th>
          ))}
          <Table.Th>{t('payments.amount')}</Table.Th>
          <Table.Th>{t('payments.deposit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((d) => (
          <DocumentRow key={d.relationId} d={d} {...choice} />
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** One document: chosen or not, its figures, the amount paid now and whether it is a deposit. */
function DocumentRow({ d, relationType, readOnly, chosen, setChosen }: Choice & { d: Document }) {
  const { t } = useTranslation()
  const c = chosen[d.relationId]
  return (
    <Table.Tr>
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
          aria-label={`${t('payments.amount')} ${d.relationNo}`}
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
          aria-label={`${t('payments.deposit')} ${d.relationNo}`}
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
}
