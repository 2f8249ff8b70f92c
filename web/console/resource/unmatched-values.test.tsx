import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { order } from '#sync/resources/orders/order.resource.ts'
import { i18n } from '../../i18n/i18n.ts'
import { UnmatchedValues } from './unmatched-values.tsx'

afterEach(cleanup)

function shown(unmatched: Record<string, string[]>) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <UnmatchedValues unmatched={unmatched} resource={order} labels={{ sku: 'SKU' }} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return screen.queryAllByRole('status').map((n) => n.textContent)
}

describe('values a batch filter did not match', () => {
  it("are named per filter, with the field's label or the page's own, in the person's language", async () => {
    await i18n.changeLanguage('en')
    const notes = shown({ sku_in: ['NOPE-1', 'NOPE-2'], code_in: ['X1'], sellerOrderId_in: [] })
    expect(notes).toHaveLength(2)
    expect(notes[0]).toContain('SKU')
    expect(notes[0]).toContain('NOPE-1, NOPE-2')
    expect(notes[1]).toContain(order.fields.code?.label.en ?? 'code')
    expect(notes[1]).toContain('X1')
    cleanup()
    await i18n.changeLanguage('zh')
    expect(shown({ code_in: ['X1'] })[0]).toContain(order.fields.code?.label.zh ?? 'code')
  })
})
