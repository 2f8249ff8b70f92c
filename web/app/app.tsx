import '@mantine/dates/styles.css'
import '@mantine/tiptap/styles.css'
import 'dayjs/locale/ja'
import 'dayjs/locale/zh-cn'
import { Badge, createTheme, Drawer, MantineProvider, Modal, PasswordInput } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { ModalsProvider } from '@mantine/modals'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { Language } from '#sync/i18n/language.ts'
import { ApiError, clientSettings } from '../api/client.ts'
import { installErrorCapture } from '../api/error-log.ts'
import { clearSession } from '../api/session.ts'
import { currentLanguage, i18n } from '../i18n/i18n.ts'
import { PwaPrompts } from './pwa/pwa-prompts.tsx'
import { routes } from './routes.tsx'
import { installChunkReload } from './shell/lazy-page.ts'
import { primaryShades, SHELL_THEMES, useShellLook } from './shell/shell-look.ts'
import { UiErrorBoundary } from './shell/status-pages.tsx'

const router = createBrowserRouter(routes)

/** dayjs locale of each language, for the date pickers. */
const DATE_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en', ja: 'ja' }

clientSettings.language = currentLanguage
clientSettings.unknownError = () => i18n.t('common.unknownError')
clientSettings.notifyError = (message: string) => notifications.show({ color: 'red', message })
clientSettings.notifySuccess = (message: string) => notifications.show({ color: 'green', message })
// A 401 anywhere ends the session here and returns to the sign-in page.
clientSettings.onUnauthorized = () => {
  clearSession()
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true })
}

// Once per page load: uncaught errors go to the error log; a failed stylesheet chunk reloads the route.
installErrorCapture()
installChunkReload()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call will be refused again: retry only faults and network errors.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

function ThemedConsole() {
  const look = useShellLook()
  const { t, i18n: active } = useTranslation()
  const theme = useMemo(
    () =>
      createTheme({
        colors: { brand: primaryShades(look.color) },
        primaryColor: 'brand',
        primaryShade: 6,
        defaultRadius: 'sm',
        // Someone whose system asks for less motion gets dialogs, menus and drawers without their animation.
        respectReducedMotion: true,
        // Mantine names these buttons in English or not at all: every dialog's × and every password's eye
        // get their name in the chosen language.
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } }),
          // Mantine writes badges in capitals, which reads as shouting in English and means nothing in zh/ja.
          Badge: Badge.extend({ defaultProps: { tt: 'none' } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } }),
          PasswordInput: PasswordInput.extend({
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } },
          }),
        },
      }),
    [look.color, t],
  )
  const locale = DATE_LOCALE[(active.language as Language) in DATE_LOCALE ? (active.language as Language) : 'zh']
  return (
    <MantineProvider theme={theme} forceColorScheme={SHELL_THEMES[look.theme].dark ? 'dark' : 'light'}>
      <DatesProvider settings={{ locale }}>
        <Notifications position="top-center" />
        <PwaPrompts />
        <ModalsProvider>
          <UiErrorBoundary>
            <RouterProvider router={router} />
          </UiErrorBoundary>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  )
}

/** Providers and the router of the console. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedConsole />
      </QueryClientProvider>
    </I18nextProvider>
  )
}
