import { BarChart } from '@mantine/charts'
import { Group, NumberInput, Paper, SimpleGrid, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { useFeeStatistics } from './use-fee-statistics.ts'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/** Money as the bills show it: two places, exact (the answer's decimal text, not a float). */
function shown(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/**
 * The bills' statistics above the bill list: a year's registered fees per fee type (a table of the
 * exact sums per currency) and per month (a bar chart per fee type of the first currency).
 */
export function FeeStatistics() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [year, setYear] = useState(new Date().getFullYear())
  const stats = useFeeStatistics(year).data
  const typeName = (key: string) => findDictionary('fee_type').entries.find((e) => e.key === key)?.label[lang] ?? key
  const currency = stats?.totals[0]?.currencyCode
  const rows = (stats?.rows ?? []).filter((r) => r.currencyCode === currency)
  const chart = MONTHS.map((month, i) => ({
    month,
    ...Object.fromEntries(rows.map((r) => [typeName(r.feeType), Number(r.months[i])])),
  }))
  return (
    <Paper withBorder p="md" mb="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('fees.stats.title', { year })}</Text>
        <NumberInput
          aria-label={t('fees.stats.year')}
          w={110}
          min={2000}
          max={2100}
          value={year}
          onChange={(v) => typeof v === 'number' && setYear(v)}
        />
      </Group>
      {!stats?.rows.length ? (
        <Text size="sm" c="dimmed">
          {t('fees.stats.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Table striped withTableBorder aria-label={t('fees.stats.byType')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fees.stats.feeType')}</Table.Th>
                <Table.Th>{t('fees.stats.currency')}</Table.Th>
                <Table.Th ta="right">{t('fees.stats.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.rows.map((r) => (
                <Table.Tr key={`${r.feeType}-${r.currencyCode}`}>
                  <Table.Td>{typeName(r.feeType)}</Table.Td>
                  <Table.Td>{r.currencyCode}</Table.Td>
                  <Table.Td ta="right">{shown(r.amount)}</Table.Td>
                </Table.Tr>
              ))}
              {stats.totals.map((r) => (
                <Table.Tr key={`total-${r.currencyCode}`} fw={600}>
                  <Table.Td>{t('fees.stats.total')}</Table.Td>
                  <Table.Td>{r.currencyCode}</Table.Td>
                  <Table.Td ta="right">{shown(r.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <div>
            <Text size="sm" mb="xs">
              {t('fees.stats.byMonth', { currency })}
            </Text>
            <BarChart
              h={220}
              data={chart}
              dataKey="month"
              type="stacked"
              withLegend
              series={rows.map((r, i) => ({
                name: typeName(r.feeType),
                color: ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6', 'gray.6'][
                  i % 9
                ],
              }))}
            />
          </div>
        </SimpleGrid>
      )}
    </Paper>
  )
}
