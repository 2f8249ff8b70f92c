import { Table, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CentreTotals } from './fba-centres.ts'

const COLUMNS = ['skus', 'fulfillable', 'inbound', 'reserved', 'unfulfillable', 'total'] as const

/** 按FBA仓汇总: each fulfilment centre's stock; a centre clicked narrows the list below to it (again: all). */
export function FbaCentres({
  totals,
  chosen,
  onChoose,
}: {
  totals: CentreTotals[]
  chosen: string
  onChoose: (centre: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Table withTableBorder highlightOnHover aria-label={t('fbaPage.centres')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('fbaPage.centre')}</Table.Th>
          {COLUMNS.map((c) => (
            <Table.Th key={c} ta="right">
              {t(`fbaPage.centre.${c}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((row) => (
          <Table.Tr key={row.centre} bg={row.centre === chosen ? 'var(--mantine-color-blue-light)' : undefined}>
            <Table.Td>
              <UnstyledButton
                fw={600}
                aria-pressed={row.centre === chosen}
                onClick={() => onChoose(row.centre === chosen ? '' : row.centre)}
              >
                {row.centre}
              </UnstyledButton>
            </Table.Td>
            {COLUMNS.map((c) => (
              <Table.Td key={c} ta="right">
                {row[c]}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
