import { ActionIcon, Button, CloseButton, Group, InputBase, Popover, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatQuarter, parseQuarter, type Quarter, quarterOf, stepYear } from './quarter.ts'
import { ChevronLeftIcon, ChevronRightIcon } from './widget-icons.tsx'

const QUARTERS = [1, 2, 3, 4] as const

export type QuarterPickerProps = {
  /** 'YYYY-Qn', or null when none is chosen. */
  value: string | null
  onChange: (value: string | null) => void
  clearable?: boolean
  label?: string
  placeholder?: string
  disabled?: boolean
  error?: string
}

/** Quarter picker (spec 1 §2.5): a popover with the year between arrows and the cells Q1-Q4; clearable. */
export function QuarterPicker({ value, onChange, clearable, label, placeholder, disabled, error }: QuarterPickerProps) {
  const { t } = useTranslation()
  const chosen = parseQuarter(value)
  const [opened, setOpened] = useState(false)
  // The year on display starts at the chosen quarter's year, else this year, each time the popover opens.
  const [shownYear, setShownYear] = useState(() => (chosen ?? quarterOf(new Date())).year)

  const open = () => {
    setShownYear((chosen ?? quarterOf(new Date())).year)
    setOpened(true)
  }
  const pick = (quarter: Quarter['quarter']) => {
    onChange(formatQuarter({ year: shownYear, quarter }))
    setOpened(false)
  }

  const clear =
    clearable && chosen && !disabled ? (
      <CloseButton size="sm" aria-label={t('widgets.clear')} onClick={() => onChange(null)} />
    ) : undefined

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus withRoles>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          disabled={disabled}
          error={error}
          onClick={() => (opened ? setOpened(false) : open())}
          rightSection={clear}
          rightSectionPointerEvents={clear ? 'all' : 'none'}
        >
          {chosen ? (
            formatQuarter(chosen)
          ) : (
            <Text span c="dimmed" inherit>
              {placeholder ?? t('widgets.quarter.placeholder')}
            </Text>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('widgets.quarter.previousYear')}
            onClick={() => setShownYear((y) => stepYear(y, -1))}
          >
            <ChevronLeftIcon />
          </ActionIcon>
          <Text fw={600} aria-live="polite">
            {shownYear}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label={t('widgets.quarter.nextYear')}
            onClick={() => setShownYear((y) => stepYear(y, 1))}
          >
            <ChevronRightIcon />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={4} spacing={6} w={220}>
          {QUARTERS.map((quarter) => {
            const selected = chosen?.year === shownYear && chosen.quarter === quarter
            return (
              <Button
                key={quarter}
                size="compact-sm"
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                aria-label={t('widgets.quarter.cell', { quarter })}
                onClick={() => pick(quarter)}
              >
                Q{quarter}
              </Button>
            )
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  )
}
