import { MantineProvider } from '@mantine/core'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../i18n/i18n.ts'

/** Renders a component inside the providers the console gives it (Mantine, i18next in Chinese). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  void i18n.changeLanguage('zh')
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  )
}
