import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import { CheckTree } from './check-tree.tsx'

const ROLES = [
  { value: '1', label: '仓库操作员', children: [] },
  { value: '2', label: '财务专员', children: [] },
  { value: '3', label: '运营', children: [{ value: '31', label: '运营助理', children: [] }] },
]

let ticked: string[] = []
function Roles() {
  const [checked, setChecked] = useState<string[]>([])
  return (
    <CheckTree
      label="所属角色"
      data={ROLES}
      checked={checked}
      onCheckedChange={(ids) => {
        ticked = ids
        setChecked(ids)
      }}
      strict
    />
  )
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
  ticked = []
})
afterEach(cleanup)

describe('a tree of ticks', () => {
  it('ticks and unticks a leaf by its name as by its box; a branch’s name opens it', async () => {
    const user = userEvent.setup()
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <Roles />
        </I18nextProvider>
      </MantineProvider>,
    )
    await user.click(screen.getByText('财务专员'))
    expect(ticked).toEqual(['2'])
    expect((screen.getByRole('checkbox', { name: '财务专员' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: '仓库操作员' }))
    expect([...ticked].sort()).toEqual(['1', '2'])
    await user.click(screen.getByText('财务专员'))
    expect(ticked).toEqual(['1'])
    // The branch opens on its name and stays unticked.
    expect(screen.queryByText('运营助理')).toBeNull()
    await user.click(screen.getByText('运营'))
    expect(await screen.findByText('运营助理')).toBeTruthy()
    expect(ticked).toEqual(['1'])
  })
})
