import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'

// Without vitest globals, testing-library cannot unmount between tests by itself.
afterEach(cleanup)

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{children}</MantineProvider>
    </I18nextProvider>
  )
}

/** Renders a widget inside the providers the console gives it (Mantine, i18next in Chinese by default). */
export function renderWidget(ui: ReactElement) {
  // A fresh query cache per render, so look-ups loaded by one test never answer another.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { wrapper: Providers })
}
