import { useSyncExternalStore } from 'react'
import { pageKeyOf } from './menu-tree.ts'

/** The home page: its tab (the welcome tag) is always open and cannot be closed (spec 1 §2.2). */
export const HOME_PATH = '/desk/notice'

/** An open tab: `key` tells pages apart, `to` is the address last shown in it (path and query). */
export type Tab = { key: string; to: string }

const STORAGE_KEY = 'erp-tabs'
const HOME_TAB: Tab = { key: HOME_PATH, to: HOME_PATH }

/** The key of the tab an address belongs to: one tab per page (frame pages: per framed address). */
export const tabKeyOf = pageKeyOf

function load(): Tab[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    if (Array.isArray(saved)) {
      const tabs = saved.filter(
        (t): t is Tab => typeof t?.key === 'string' && typeof t?.to === 'string' && t.key !== HOME_PATH,
      )
      return [HOME_TAB, ...tabs]
    }
  } catch {
    // A damaged entry starts over with the home tab.
  }
  return [HOME_TAB]
}

let tabs: Tab[] | null = null
const listeners = new Set<() => void>()

function current(): Tab[] {
  if (!tabs) tabs = load()
  return tabs
}

function update(next: Tab[]): void {
  tabs = next
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.filter((t) => t.key !== HOME_PATH)))
  for (const l of listeners) l()
}

/** The open tabs, home first. */
export function getTabs(): readonly Tab[] {
  return current()
}

/** Opens the tab of an address, or points its existing tab at it. */
export function openTab(to: string): void {
  const key = tabKeyOf(to)
  const list = current()
  const found = list.find((t) => t.key === key)
  if (found?.to === to) return
  update(found ? list.map((t) => (t.key === key ? { key, to } : t)) : [...list, { key, to }])
}

/**
 * Closes a tab (never the home tab). When it was the active one, answers the address of its left
 * neighbour to show instead; otherwise null.
 */
export function closeTab(key: string, activeKey: string): string | null {
  const list = current()
  const index = list.findIndex((t) => t.key === key)
  if (index <= 0) return null
  update(list.filter((t) => t.key !== key))
  if (key !== activeKey) return null
  return (list[index - 1] ?? HOME_TAB).to
}

/** Keeps only the home tab and the given one. */
export function closeOtherTabs(key: string): void {
  update(current().filter((t) => t.key === HOME_PATH || t.key === key))
}

/** Closes every tab but home and answers where to go: home (spec 1 §2.5). */
export function closeAllTabs(): string {
  update([HOME_TAB])
  return HOME_PATH
}

/** Forgets every tab (sign-in and sign-out). */
export function clearTabs(): void {
  update([HOME_TAB])
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The open tabs, re-rendering when they change. */
export function useTabs(): readonly Tab[] {
  return useSyncExternalStore(subscribe, current, current)
}
