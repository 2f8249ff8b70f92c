import { Badge, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { formatSyncTime } from './sync-time.ts'

/** A command the server refused for good, as the list shows it. */
export type AttentionItem = {
  seq: number
  name: string
  reason: string | null
  hint: string | null
  createdAt?: string | null
}

export type AttentionDrawerProps = {
  opened: boolean
  onClose: () => void
  items: readonly AttentionItem[]
  onDismiss: (seq: number) => void
}

/**
 * "Needs attention": each rejected command with what it was, why the server refused it and what to do,
 * and a dismiss once the person has dealt with it. Nothing refused disappears without being seen.
 */
export function AttentionDrawer({ opened, onClose, items, onDismiss }: AttentionDrawerProps) {
  const { t, i18n } = useTranslation()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // As tall as the list (at most most of the screen), at the bottom where the thumb is.
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      title={
        <Text fw={700} size="lg">
          {t('floor.attention.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('floor.close'), size: 'xl' }}
    >
      {items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('floor.attention.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('floor.attention.intro')}
          </Text>
          {items.map((item) => (
            <Card key={item.seq} withBorder padding="sm" radius="md" data-testid="floor-attention-item">
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Text fw={700}>{commandLabel(t, item.name)}</Text>
                <Group gap={6} wrap="nowrap">
                  {item.createdAt && (
                    <Text size="xs" c="dimmed">
                      {formatSyncTime(item.createdAt, i18n.language as Language)}
                    </Text>
                  )}
                  <Badge variant="light" color="gray">
                    {t('floor.attention.seq', { seq: item.seq })}
                  </Badge>
                </Group>
              </Group>
              <Text size="sm" c="dimmed">
                {t('floor.attention.reason')}
              </Text>
              <Text c="red.8" fw={600} mb={4}>
                {item.reason || '—'}
              </Text>
              {item.hint && (
                <>
                  <Text size="sm" c="dimmed">
                    {t('floor.attention.hint')}
                  </Text>
                  <Text mb={4}>{item.hint}</Text>
                </>
              )}
              <Button variant="light" fullWidth onClick={() => onDismiss(item.seq)}>
                {t('floor.attention.dismiss')}
              </Button>
            </Card>
          ))}
        </Stack>
      )}
      <Button variant="default" fullWidth mt="md" onClick={onClose}>
        {t('floor.close')}
      </Button>
    </Drawer>
  )
}

/** A command's name in the person's language (the raw name for one this shell does not know). */
function commandLabel(t: (key: string) => string, name: string): string {
  const key = `floor.command.${name}`
  const label = t(key)
  return label === key ? name : label
}
