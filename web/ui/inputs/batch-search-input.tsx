import { ActionIcon, Badge, Button, Group, Popover, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseBatchLines, summariseBatch } from './batch-lines.ts'

/** Props of the batch-search input: several values at once, matched fuzzily (0) or exactly (1). */
export type BatchSearchInputProps = {
  label?: string
  value: string[]
  onChange: (values: string[]) => void
  mode: 0 | 1
  onModeChange: (mode: 0 | 1) => void
  placeholder?: string
}

/**
 * A search box taking one value inline or up to 100 from its multi-line box (clear / close / save);
 * it shows the first entry plus the count of the others, and a fuzzy/exact mode.
 */
export function BatchSearchInput({ label, value, onChange, mode, onModeChange, placeholder }: BatchSearchInputProps) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState('')
  const [tooMany, setTooMany] = useState(false)
  const { first, more } = summariseBatch(value)

  const open = () => {
    setDraft(value.join('\n'))
    setTooMany(false)
    setOpened(true)
  }
  const save = () => {
    const parsed = parseBatchLines(draft)
    if (!parsed.ok) {
      setTooMany(true)
      return
    }
    onChange(parsed.values)
    setOpened(false)
  }

  return (
    <Group gap={0} wrap="nowrap" align="flex-end">
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
      <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" width={320} shadow="md">
        <Popover.Target>
          <TextInput
            label={label}
            placeholder={placeholder}
            aria-label={label ?? placeholder}
            value={first}
            // Typing edits the first entry; the others stay until the box is cleared.
            onChange={(e) => {
              const text = e.currentTarget.value
              const rest = value.slice(1)
              onChange(text.trim() === '' && rest.length === 0 ? [] : [text, ...rest])
            }}
            onBlur={() => {
              const trimmed = value.map((v) => v.trim()).filter((v) => v !== '')
              if (trimmed.length !== value.length || trimmed.some((v, i) => v !== value[i])) onChange(trimmed)
            }}
            styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } }}
            style={{ flex: 1 }}
            rightSectionWidth={more > 0 ? 84 : 32}
            rightSection={
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
                  onClick={open}
                >
                  ≡
                </ActionIcon>
              </Group>
            }
          />
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Textarea
              aria-label={t('inputs.batch.boxLabel')}
              placeholder={t('inputs.batch.boxPlaceholder')}
              value={draft}
              onChange={(e) => {
                setDraft(e.currentTarget.value)
                setTooMany(false)
              }}
              rows={8}
              resize="vertical"
              error={tooMany ? t('inputs.batch.tooMany') : undefined}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setDraft('')}>
                {t('inputs.batch.clear')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                {t('inputs.batch.close')}
              </Button>
              <Button size="xs" onClick={save}>
                {t('inputs.batch.save')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
