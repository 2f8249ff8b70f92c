import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import { editRetainerContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'

const AMOUNT = /^\d{1,14}(\.\d{1,4})?$/

/** The deposit of a purchase order (`purchaseSpilt/editRetainer`): an amount, or a ratio of its amount the server works out. */
export function PurchaseOrderRetainer({ order, onSaved }: { order: Record<string, unknown>; onSaved: () => void }) {
  const { t } = useTranslation()
  const [amount, setAmount] = useState(order.retainerAmount ? shownDecimal(String(order.retainerAmount), 2) : '')
  const [ratio, setRatio] = useState('')
  const [answer, setAnswer] = useState<{ retainerAmount: string; retainerRatio: string } | null>(null)
  const save = useMutation({
    mutationFn: () =>
      callApi(editRetainerContract, {
        params: {
          id: String(order.id),
          ...(ratio.trim() ? { retainerRatio: ratio.trim() } : { retainerAmount: amount.trim() }),
        },
      }),
    onSuccess: (saved) => {
      setAnswer(saved)
      setAmount(shownDecimal(saved.retainerAmount, 2))
      setRatio('')
      onSaved()
    },
  })
  const bad = ratio.trim() ? !AMOUNT.test(ratio.trim()) : !AMOUNT.test(amount.trim())
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('purchase.retainer.of', { amount: `${order.currencyCode ?? ''} ${order.amount ?? ''}` })}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('purchase.retainer.amount')}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          disabled={!!ratio.trim()}
        />
        <TextInput
          label={t('purchase.retainer.ratio')}
          description={t('purchase.retainer.ratioHint')}
          value={ratio}
          onChange={(e) => setRatio(e.currentTarget.value)}
        />
        <Button disabled={bad} loading={save.isPending} onClick={() => save.mutate()}>
          {t('purchase.retainer.save')}
        </Button>
      </Group>
      {answer && (
        <Text size="sm" c="teal" role="status">
          {t('purchase.retainer.saved', {
            amount: shownDecimal(answer.retainerAmount, 2),
            ratio: shownDecimal(answer.retainerRatio, 4),
          })}
        </Text>
      )}
    </Stack>
  )
}
