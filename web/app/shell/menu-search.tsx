import { Group, Kbd, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { MenuNode } from '../../api/menus.ts'
import { ShellIcon } from './shell-icons.tsx'
import { useMenuSearch } from './use-menu-search.ts'

/** One entry found: its icon, name and path, highlighted while chosen. */
function MenuSearchOption({
  node,
  id,
  active,
  onChoose,
  onOpen,
}: {
  node: MenuNode
  id: string
  active: boolean
  onChoose: () => void
  onOpen: () => void
}) {
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseEnter={onChoose}
      onClick={onOpen}
      px="sm"
      py={8}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
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
  )
}

/** The keys the menu search answers to. */
function MenuSearchKeys() {
  const { t } = useTranslation()
  return (
    <Group gap={6}>
      <Kbd size="xs">↑</Kbd>
      <Kbd size="xs">↓</Kbd>
      <Kbd size="xs">Enter</Kbd>
      <Kbd size="xs">Esc</Kbd>
      <Text size="xs" c="dimmed">
        {t('shell.search.hint')}
      </Text>
    </Group>
  )
}

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
  const search = useMenuSearch(menus, onClose)
  const { listId, optionId, results, active } = search
  return (
    <Modal opened={opened} onClose={search.close} title={t('shell.search.open')} size="lg" yOffset="12vh">
      <Stack gap="sm">
        <TextInput
          data-autofocus
          aria-label={t('shell.search.open')}
          placeholder={t('shell.search.placeholder')}
          leftSection={<ShellIcon name="search" size={16} />}
          value={search.query}
          onChange={(e) => search.changeQuery(e.currentTarget.value)}
          onKeyDown={search.onKeyDown}
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
              <MenuSearchOption
                key={node.id}
                node={node}
                id={optionId(i)}
                active={i === active}
                onChoose={() => search.setActive(i)}
                onOpen={() => search.open(node)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <MenuSearchKeys />
      </Stack>
    </Modal>
  )
}
