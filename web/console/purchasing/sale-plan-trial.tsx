import { Alert, Group, Loader, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { trialCostContract, type trialCostLine } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'

type Line = z.output<typeof trialCostLine>
const PRICE = /^\d{1,12}(\.\d{1,4})?$/

/** A margin rate (0.2345) as a percentage (23.45%); empty without a selling price. */
const percent = (rate: string | null) => (rate === null ? '' : `${(Number(rate) * 100).toFixed(2)}%`)

/** One plan line: its landed cost, sales costs and margin per unit, and the terms that make them. */
function TrialLine({ line }: { line: Line }) {
  return (
    <>
      <Table.Tr>
        <Table.Td>{line.productName ?? line.productId}</Table.Td>
        <Table.Td ta="right">{line.quantity}</Table.Td>
        <Table.Td ta="right">{line.fobPrice}</Table.Td>
        <Table.Td ta="right">{line.unitLandedCost}</Table.Td>
        <Table.Td ta="right">{line.unitSaleCost ?? ''}</Table.Td>
        <Table.Td ta="right">{line.unitMargin ?? ''}</Table.Td>
        <Table.Td ta="right">{percent(line.marginRate)}</Table.Td>
        <Table.Td ta="right">{line.totalMargin ?? ''}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Td colSpan={8}>
          <Text size="xs" c="dimmed">
            {line.terms.map((term) => `${term.label} ${term.amount}`).join(' · ')}
          </Text>
        </Table.Td>
      </Table.Tr>
    </>
  )
}

/**
 * A sales plan's cost trial (`saleplanitem/trial/cost`): each line's landed cost from its FOB price
 * and the shop's fees, and with a selling price its sales costs and margin, every term shown.
 */
export function SalePlanTrial({ plan, onClose }: { plan: { id: string; code: string } | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [price, setPrice] = useState('')
  const [typed] = useDebouncedValue(price.trim(), 300)
  const salePrice = PRICE.test(typed) && /[1-9]/.test(typed) ? typed : undefined
  const trial = useQuery({
    queryKey: ['sale-plan-trial', plan?.id, salePrice],
    enabled: plan !== null,
    queryFn: () =>
      callApi(
        trialCostContract,
        { query: { planId: plan?.id, ...(salePrice ? { salePrice } : {}) } },
        { silent: true },
      ),
  })
  const data = trial.data
  const head = ['product', 'quantity', 'fob', 'landed', 'saleCost', 'margin', 'marginRate', 'totalMargin']
  return (
    <Modal opened={plan !== null} onClose={onClose} title={t('saleplan.trial.title', { code: plan?.code })} size={1000}>
      <Stack gap="sm">
        <TextInput
          label={t('saleplan.trial.salePrice')}
          description={t('saleplan.trial.salePriceHint')}
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          w={320}
        />
        {trial.isPending && <Loader size="sm" />}
        {trial.isError && (
          <Alert color="red" variant="light">
            {t('saleplan.trial.failed')}: {trial.error.message}
          </Alert>
        )}
        {data && (
          <ScrollArea>
            <Table verticalSpacing={4} fz="sm" aria-label={t('saleplan.trial')}>
              <Table.Thead>
                <Table.Tr>
                  {head.map((key) => (
                    <Table.Th key={key}>{t(`saleplan.trial.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => (
                  <TrialLine key={line.id} line={line} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {data && (
          <Group justify="flex-end">
            <Text fw={600} size="sm">
              {t('saleplan.trial.total', { landed: data.totalLandedCost, margin: data.totalMargin ?? '—' })}
            </Text>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
