import { Group, Popover, TextInput } from '@mantine/core'
import { replaceFirstEntry, summariseBatch, tidyEntries } from './batch-lines.ts'
import { BatchCountAndOpen, BatchLinesBox, BatchModeSelect } from './batch-search-parts.tsx'
import { useBatchBox } from './use-batch-box.ts'

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
  const box = useBatchBox(value, onChange)
  const { first, more } = summariseBatch(value)

  return (
    <Group gap={0} wrap="nowrap" align="flex-end">
      <BatchModeSelect mode={mode} onModeChange={onModeChange} />
      <Popover opened={box.opened} onChange={box.setOpened} trapFocus position="bottom-start" width={320} shadow="md">
        <Popover.Target>
          <TextInput
            label={label}
            placeholder={placeholder}
            aria-label={label ?? placeholder}
            value={first}
            // Typing edits the first entry; the others stay until the box is cleared.
            onChange={(e) => onChange(replaceFirstEntry(value, e.currentTarget.value))}
            onBlur={() => {
              const tidied = tidyEntries(value)
              if (tidied) onChange(tidied)
            }}
            styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } }}
            style={{ flex: 1 }}
            rightSectionWidth={more > 0 ? 84 : 32}
            rightSection={<BatchCountAndOpen more={more} onOpen={box.open} />}
          />
        </Popover.Target>
        <Popover.Dropdown>
          <BatchLinesBox box={box} />
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
