import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router'
import { recordError } from '../../api/error-log.ts'
import { useDocumentTitle } from './page-title.ts'

const STATUS_TEXT = { 403: 'shell.status.403', 404: 'shell.status.404', 500: 'shell.status.500' } as const

/** The public status pages /403, /404 and /500. */
export function StatusPage({ status }: { status: keyof typeof STATUS_TEXT }) {
  const { t } = useTranslation()
  useDocumentTitle(String(status))
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} fz={72} c="dimmed">
          {status}
        </Title>
        <Title order={3}>{t(STATUS_TEXT[status])}</Title>
        <Button component={Link} to="/" mt="md">
          {t('shell.status.home')}
        </Button>
      </Stack>
    </Center>
  )
}

/** What a UI error leaves on screen: a /500-like panel offering a reload. */
export function ErrorPanel({ error, fullPage = false }: { error: unknown; fullPage?: boolean }) {
  const { t } = useTranslation()
  const message = error instanceof Error ? error.message : String(error)
  return (
    <Center mih={fullPage ? '100dvh' : 320} p="md">
      <Stack align="center" gap="xs" maw={560}>
        <Title order={1} fz={56} c="dimmed">
          500
        </Title>
        <Title order={3}>{t('shell.error.title')}</Title>
        <Text c="dimmed" size="sm" ta="center" style={{ wordBreak: 'break-word' }}>
          {message}
        </Text>
        <Text size="sm">{t('shell.error.recorded')}</Text>
        <Group mt="sm">
          <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
          <Button variant="default" component="a" href="/">
            {t('shell.status.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}

/** The router's error element: records the error once, then shows the panel. */
export function RouteErrorPanel({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError()
  useEffect(() => {
    recordError(error)
  }, [error])
  return <ErrorPanel error={error} fullPage={fullPage} />
}

/** Catches what escapes the router (providers, notifications), records it and shows the panel. */
export class UiErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    recordError(error)
  }

  override render() {
    if (this.state.error !== null) return <ErrorPanel error={this.state.error} fullPage />
    return this.props.children
  }
}
