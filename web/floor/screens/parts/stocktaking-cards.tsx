import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './work.module.css'
import { CheckIcon, KeypadIcon, PositionIcon } from './work-icons.tsx'

/** A position of the count, to choose: its code, and whether this device counted it already. */
export function PositionCard({ code, counted, onChoose }: { code: string; counted: boolean; onChoose: () => void }) {
  const { t } = useTranslation()
  return (
    <UnstyledButton className={classes.card} onClick={onChoose} data-position={code}>
      <Paper withBorder radius="md" px="md" py="sm" style={{ minHeight: 56 }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" c={counted ? 'green.8' : undefined}>
            {counted ? <CheckIcon size={26} /> : <PositionIcon size={26} />}
            <Text fw={800} ff="monospace" style={{ fontSize: 22 }}>
              {code}
            </Text>
          </Group>
          <Badge size="lg" color={counted ? 'green' : 'gray'} variant="light">
            {counted ? t('work.done') : t('work.stocktaking.toCount')}
          </Badge>
        </Group>
      </Paper>
    </UnstyledButton>
  )
}

/** A product counted at the position: its SKU and name, the units tallied, and the keypad to set them. */
export function TallyCard({
  sku,
  name,
  quantity,
  latest,
  onKeypad,
}: {
  sku: string
  name: string | undefined
  quantity: number
  /** The product scanned last (shown at the top, marked). */
  latest: boolean
  onKeypad: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="sm" className={latest ? classes.current : undefined} data-tally={sku}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={800} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
            {sku}
          </Text>
          {name && (
            <Text c="dimmed" size="md" lineClamp={2}>
              {name}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text fw={900} className={classes.number} style={{ fontSize: 34 }} data-testid={`tally-${sku}`}>
            {quantity}
          </Text>
          <ActionIcon size={52} variant="light" aria-label={`${t('work.enterQuantity')} ${sku}`} onClick={onKeypad}>
            <KeypadIcon size={28} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  )
}
