import { Anchor, Center, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ShellIcon } from './shell-icons.tsx'

/**
 * The address a frame page may show: http(s) only (a `javascript:` or `data:` source would run in
 * the console's origin), resolved against the console for relative .html paths; null otherwise.
 */
export function safeFrameSource(src: string | null, origin = window.location.origin): string | null {
  if (!src) return null
  try {
    const url = new URL(src, origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The embedded-frame page (/myiframe/urlPath?src=…&name=…): an outside page inside the console. */
export function FramePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const src = safeFrameSource(params.get('src'))
  const name = params.get('name') || t('shell.page.frame')
  if (!src)
    return (
      <Center mih={240}>
        <Text c="dimmed">{t('shell.frame.missing')}</Text>
      </Center>
    )
  return (
    <Stack gap={6} h="100%" mih="calc(100dvh - 140px)">
      <Group justify="flex-end">
        <Anchor href={src} target="_blank" rel="noopener noreferrer" size="xs">
          <Group gap={4}>
            <ShellIcon name="external" size={14} />
            {t('shell.frame.openNew')}
          </Group>
        </Anchor>
      </Group>
      <iframe
        key={src}
        title={name}
        src={src}
        style={{ flex: 1, width: '100%', border: 0, minHeight: 400 }}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Stack>
  )
}
