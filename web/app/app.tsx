import { createTheme, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ApiError, clientSettings } from '../api/client.ts'
import { currentLanguage, i18n } from '../i18n/i18n.ts'
import { routes } from './routes.tsx'

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'sm' })
const router = createBrowserRouter(routes)

clientSettings.language = currentLanguage
clientSettings.unknownError = () => i18n.t('common.unknownError')
// A 401 anywhere ends the session here and returns to the sign-in page.
clientSettings.onUnauthorized = () => {
  if (window.location.pathname !== '/login') void router.navigate('/login', { replace: true })
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call will be refused again: retry only faults and network errors.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

/** Providers and the router of the console. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}
