import { Group, Kbd, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { filterMenuByPrefix, menuTarget } from './menu-tree.ts'
import { ShellIcon } from './shell-icons.tsx'

/** The menu search dialog: leaf entries by name prefix; arrows choose, Enter opens, Esc closes. */
export function MenuSearch({
  opened,
  onClose,
  menus,
}: {
  opened: boolean
  onClose: () => void
  menus: readonly MenuNode[]
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const results = useMemo(() => filterMenuByPrefix(menus, query), [menus, query])

  function close() {
    setQuery('')
    setActive(0)
    onClose()
  }

  function open(node: MenuNode | undefined) {
    const to = node && menuTarget(node)
    if (!to) return
    close()
    void navigate(to)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (results.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + results.length) % results.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      open(results[active])
    }
  }

  const optionId = (i: number) => `${listId}-${i}`
  return (
    <Modal opened={opened} onClose={close} title={t('shell.search.open')} size="lg" yOffset="12vh">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          aria-label={t('shell.search.open')}
          placeholder={t('shell.search.placeholder')}
          leftSection={<ShellIcon name="search" size={16} />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
        />
        <ScrollArea.Autosize mah="50vh">
          <Stack gap={2} id={listId} role="listbox" aria-label={t('shell.search.results')}>
            {results.length === 0 && (
              <Text c="dimmed" size="sm" p="sm">
                {t('shell.search.empty')}
              </Text>
            )}
            {results.map((node, i) => (
              <UnstyledButton
                key={node.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseEnter={() => setActive(i)}
                onClick={() => open(node)}
                px="sm"
                py={8}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: i === active ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  <ShellIcon name={node.source} size={16} />
                  <Text size="sm">{node.name}</Text>
                  <Text size="xs" c="dimmed" ml="auto" truncate>
                    {node.path}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group gap={6}>
          <Kbd size="xs">↑</Kbd>
          <Kbd size="xs">↓</Kbd>
          <Kbd size="xs">Enter</Kbd>
          <Kbd size="xs">Esc</Kbd>
          <Text size="xs" c="dimmed">
            {t('shell.search.hint')}
          </Text>
        </Group>
      </Stack>
    </Modal>
  )
}
