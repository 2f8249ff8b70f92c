import { Popover, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formulaInWords, termLabel, termValue } from './replenishment-terms.ts'
import type { ReplenishmentRow } from './use-replenishment.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

type Explanation = ReplenishmentRow['explain'][string]

/** How one figure was reached: its formula, each input with its value, and the result. */
function ExplanationCard({ explanation }: { explanation: Explanation }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6} maw={360}>
      <Text size="xs" c="dimmed">
        {t('replenishment.formula')}
      </Text>
      <Text size="sm">{formulaInWords(t, explanation.formula)}</Text>
      <Text size="xs" c="dimmed">
        {t('replenishment.inputs')}
      </Text>
      <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
        <Table.Tbody>
          {Object.entries(explanation.inputs).map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Td>{termLabel(t, key)}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{termValue(t, key, value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600}>
        {t('replenishment.result')}: {explanation.value ?? '—'}
      </Text>
    </Stack>
  )
}

/** A figure of a row; clicking it opens how it was reached. */
export function FigureCell({ row, figure }: { row: ReplenishmentRow; figure: string }) {
  const { t } = useTranslation()
  const explanation = row.explain[figure]
  const value = explanation?.value ?? (row as Record<string, unknown>)[figure]
  const shown = value === null || value === undefined ? t('replenishment.none') : String(value)
  if (!explanation) return <Table.Td style={NUMBER_CELL}>{shown}</Table.Td>
  return (
    <Table.Td style={NUMBER_CELL}>
      <Popover width={380} position="bottom" withArrow shadow="md">
        <Popover.Target>
          <UnstyledButton
            aria-label={`${figure} ${shown}`}
            style={{ textDecoration: 'underline dotted', fontVariantNumeric: 'tabular-nums' }}
          >
            {shown}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <ExplanationCard explanation={explanation} />
        </Popover.Dropdown>
      </Popover>
    </Table.Td>
  )
}
