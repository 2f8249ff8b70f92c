import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { filterMenuByPrefix, menuTarget } from './menu-tree.ts'

/**
 * The menu search's state: the typed prefix, the leaf entries it finds and the one chosen; arrows
 * move the choice round the list, Enter opens it, and closing forgets what was typed.
 */
export function useMenuSearch(menus: readonly MenuNode[], onClose: () => void) {
  const navigate = useNavigate()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const results = useMemo(() => filterMenuByPrefix(menus, query), [menus, query])

  function close() {
    setQuery('')
    setActive(0)
    onClose()
  }

  function open(node: MenuNode | undefined) {
    const to = node && menuTarget(node)
    if (!to) return
    close()
    void navigate(to)
  }

  function changeQuery(text: string) {
    setQuery(text)
    setActive(0)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (results.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + results.length) % results.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      open(results[active])
    }
  }

  const optionId = (i: number) => `${listId}-${i}`
  return { listId, optionId, query, changeQuery, results, active, setActive, open, close, onKeyDown }
}
