import { useCallback, useEffect, useRef, useState } from 'react'
import type { Tab } from './tabs-store.ts'

/**
 * The tab strip's scrolling: whether tabs are hidden past either end (then arrows show), the active
 * tab kept in view (on a new tab, the arrows coming or going, a narrower window), and a scroll by
 * most of the strip's width either way.
 */
export function useTabStrip(activeKey: string, tabs: readonly Tab[]) {
  const strip = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState({ left: false, right: false })
  const measure = useCallback(() => {
    const el = strip.current
    if (!el) return
    setOverflow({ left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 })
  }, [])
  // The active tab is always in view, however many are open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab list is a reason to measure again
  useEffect(() => {
    measure()
  }, [activeKey, tabs, measure])
  // The whole tab, its close button included.
  const showActive = useCallback(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [])
  // Again once the arrows come or go: they narrow the strip.
  const arrows = overflow.left || overflow.right
  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrows narrowing the strip is a reason to scroll again
  useEffect(() => {
    showActive()
  }, [activeKey, tabs, arrows, showActive])
  // A narrower window (a phone turned, a window resized) keeps the page shown in view too.
  useEffect(() => {
    const resized = () => {
      measure()
      requestAnimationFrame(showActive)
    }
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [measure, showActive])
  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({
      left: direction * Math.max(200, (strip.current?.clientWidth ?? 400) * 0.6),
      behavior: 'smooth',
    })
  return { strip, overflow, arrows, measure, scrollBy }
}
