import { createTheme, MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { useEffect, useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { BrowserRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router'
import { clientSettings } from '../api/client.ts'
import { installErrorCapture } from '../api/error-log.ts'
import { currentLanguage, i18n } from '../i18n/i18n-core.ts'
import { createFloorRoutes } from './shell/floor-routes.tsx'
import { sessionEnded } from './shell/floor-session.ts'
import { FLOOR_LOGIN_PATH } from './shell/floor-work.ts'

const routes = createFloorRoutes()
/** The router's navigate, for the client's hooks that run outside React (a 401). */
let navigateOutside: NavigateFunction | null = null

clientSettings.language = currentLanguage
clientSettings.notifyError = (message: string) => notifications.show({ color: 'red', message })
clientSettings.notifySuccess = (message: string) => notifications.show({ color: 'green', message })
// A 401 ends the session (the client forgot the tokens). A worker mid-work stays on their screen with
// their queue and a banner to sign in again; with nobody signed in, the floor's sign-in, whose return is here.
clientSettings.onUnauthorized = () => {
  if (sessionEnded()) return
  const { pathname, search } = window.location
  if (pathname !== FLOOR_LOGIN_PATH) {
    void navigateOutside?.(FLOOR_LOGIN_PATH, { replace: true, state: { from: pathname + search } })
  }
}

installErrorCapture()

/** Gloves and one hand: every control the theme sets is at least 48 px tall. */
const TOUCH = 'lg'

/**
 * The routes in the declarative router: the floor uses no loaders or actions, and the data router's
 * machinery would weigh on its first load for nothing.
 */
function FloorRoutes() {
  const navigate = useNavigate()
  useEffect(() => {
    navigateOutside = navigate
  }, [navigate])
  return useRoutes(routes)
}

function ThemedFloor() {
  const { t } = useTranslation()
  const theme = useMemo(
    () =>
      createTheme({
        primaryColor: 'blue',
        defaultRadius: 'md',
        cursorType: 'pointer',
        respectReducedMotion: true,
        // Plain objects by component name: `X.extend` would import X (a Select or a NumberInput brings
        // the popover machinery) into the floor's first load, used or not.
        components: {
          Button: { defaultProps: { size: TOUCH } },
          ActionIcon: { defaultProps: { size: 48 } },
          TextInput: { defaultProps: { size: TOUCH } },
          Textarea: { defaultProps: { size: TOUCH } },
          NumberInput: { defaultProps: { size: TOUCH } },
          Select: { defaultProps: { size: TOUCH } },
          PasswordInput: {
            defaultProps: { size: TOUCH, visibilityToggleButtonProps: { 'aria-label': t('floor.togglePassword') } },
          },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('floor.close') } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('floor.close') } } },
          // Capitals mean nothing in zh/ja and shout in English.
          Badge: { defaultProps: { tt: 'none' } },
        },
      }),
    [t],
  )
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications position="top-center" />
      {/* Without transitions: a scan that opens a task or confirms a position changes the URL, and the
          next scan, a few milliseconds later, must already meet the new state (a transition defers it). */}
      <BrowserRouter useTransitions={false}>
        <FloorRoutes />
      </BrowserRouter>
    </MantineProvider>
  )
}

/** The floor app: its own providers and routes under /floor, none of the console's. */
export function FloorApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedFloor />
    </I18nextProvider>
  )
}
