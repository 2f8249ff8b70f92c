import { ActionIcon, Badge, Button, Group, Select, Stack, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BatchBox } from './use-batch-box.ts'

/** Fuzzy (0) or exact (1), joined to the left of the search box. */
export function BatchModeSelect({ mode, onModeChange }: { mode: 0 | 1; onModeChange: (mode: 0 | 1) => void }) {
  const { t } = useTranslation()
  return (
    <Select
      aria-label={t('inputs.batch.mode')}
      data={[
        { value: '0', label: t('inputs.batch.fuzzy') },
        { value: '1', label: t('inputs.batch.exact') },
      ]}
      value={String(mode)}
      onChange={(v) => onModeChange(v === '1' ? 1 : 0)}
      allowDeselect={false}
      w={84}
      styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/** Inside the search box on the right: how many entries there are besides the first, and the box's button. */
export function BatchCountAndOpen({ more, onOpen }: { more: number; onOpen: () => void }) {
  const { t } = useTranslation()
  return (
    <Group gap={2} wrap="nowrap">
      {more > 0 && (
        <Badge size="sm" variant="light" title={t('inputs.batch.more', { count: more })}>
          +{more}
        </Badge>
      )}
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('inputs.batch.open')}
        title={t('inputs.batch.open')}
        onClick={onOpen}
      >
        ≡
      </ActionIcon>
    </Group>
  )
}

/** The multi-line box, one entry a line, with clear / close / save. */
export function BatchLinesBox({ box }: { box: BatchBox }) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Textarea
        {...box.form.getInputProps('lines')}
        aria-label={t('inputs.batch.boxLabel')}
        placeholder={t('inputs.batch.boxPlaceholder')}
        rows={8}
        resize="vertical"
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={box.clear}>
          {t('inputs.batch.clear')}
        </Button>
        <Button size="xs" variant="default" onClick={() => box.setOpened(false)}>
          {t('inputs.batch.close')}
        </Button>
        <Button size="xs" onClick={box.save}>
          {t('inputs.batch.save')}
        </Button>
      </Group>
    </Stack>
  )
}
