import { Button, Group, Loader, Popover, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trialCostContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'
import {
  draftTrialQuery,
  type Explanation,
  explainLanded,
  explainMargin,
  percent,
  type TrialLine,
} from './sale-plan-line-trial.ts'

/** A figure that opens to the terms it is made of, one per line with its sign. */
function Explained({ figure, title, terms }: { figure: string; title: string; terms: Explanation }) {
  return (
    <Popover width={320} withArrow shadow="md" position="bottom-start">
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" aria-label={title}>
          {figure}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" fw={600} mb={4}>
          {title}
        </Text>
        <Table fz="xs" verticalSpacing={2}>
          <Table.Tbody>
            {terms.map((term) => (
              <Table.Tr key={`${term.sign}${term.label}`}>
                <Table.Td w={16}>{term.sign}</Table.Td>
                <Table.Td>{term.label}</Table.Td>
                <Table.Td ta="right">{term.amount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  )
}

/** One line's landed cost and margin, each opening to how it was reached. */
function TrialFigures({ line }: { line: TrialLine }) {
  const { t } = useTranslation()
  const landed = t('saleplan.trial.landed')
  const words = { landed, total: t('saleplan.trial.totalLanded') }
  const marginWords = {
    price: t('saleplan.trial.price'),
    landed,
    margin: t('saleplan.trial.margin'),
    rate: t('saleplan.trial.rateHow'),
  }
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs">{landed}</Text>
        <Explained
          figure={line.unitLandedCost}
          title={t('saleplan.trial.howLanded')}
          terms={explainLanded(line, words)}
        />
      </Group>
      {line.unitMargin !== null && (
        <Group gap={4} wrap="nowrap">
          <Text size="xs">{t('saleplan.trial.margin')}</Text>
          <Explained
            figure={`${line.unitMargin} (${percent(line.marginRate)})`}
            title={t('saleplan.trial.howMargin')}
            terms={explainMargin(line, marginWords)}
          />
        </Group>
      )}
    </Stack>
  )
}

/**
 * The live cost trial of a plan line while it is typed (`saleplanitem/trial/cost` with the line's
 * shop, product, FOB price and boxes), asked again a moment after the inputs stop changing.
 */
export function SalePlanLineTrial({
  shopId,
  row,
  index,
}: {
  shopId: unknown
  row: Record<string, unknown>
  index: number
}) {
  const { t } = useTranslation()
  const [salePrice, setSalePrice] = useState('')
  // Debounced as text: a new object every render would restart the wait for ever.
  const [typed] = useDebouncedValue(JSON.stringify(draftTrialQuery(shopId, row, salePrice)), 400)
  const query = JSON.parse(typed) as Record<string, string> | null
  const trial = useQuery({
    queryKey: ['sale-plan-line-trial', typed],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: () => callApi(trialCostContract, { query: query ?? {} }, { silent: true }),
  })
  const line = query ? trial.data?.lines[0] : undefined
  return (
    <Stack gap={2}>
      <TextInput
        size="xs"
        w={140}
        placeholder={t('saleplan.trial.price')}
        aria-label={t('saleplan.trial.linePrice', { index: index + 1 })}
        value={salePrice}
        onChange={(e) => setSalePrice(e.currentTarget.value)}
      />
      {!query && (
        <Text size="xs" c="dimmed">
          {t('saleplan.trial.incomplete')}
        </Text>
      )}
      {query && trial.isFetching && !line && <Loader size="xs" />}
      {query && trial.isError && (
        <Text size="xs" c="red">
          {trial.error.message}
        </Text>
      )}
      {line && <TrialFigures line={line} />}
    </Stack>
  )
}
