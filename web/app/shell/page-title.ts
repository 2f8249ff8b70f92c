import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuNode } from '../../api/menus.ts'
import { findMenuByTarget } from './menu-tree.ts'

/** The browser title of a page: `<page> - <app name>`, or the app name alone. */
export function documentTitle(page: string | null | undefined, appName: string): string {
  return page ? `${page} - ${appName}` : appName
}

/** Keeps document.title on the page's name; re-runs when the language changes. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t, i18n } = useTranslation()
  const appName = t('app.name')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to retitle even when the words are equal
  useEffect(() => {
    document.title = documentTitle(page, appName)
  }, [page, appName, i18n.language])
}

/** Pages outside the menu and the text key of their name. */
export const FIXED_PAGE_NAMES: Record<string, string> = {
  '/desk/notice': 'home.title',
  '/info/index': 'shell.page.profile',
  '/system/downloadCenter': 'shell.page.downloadCenter',
  '/system/newsCenter': 'shell.page.newsCenter',
}

/**
 * Pages outside the menu whose addresses carry their record (the approval screens of spec 1 §2.3:
 * /work/process/{kind}/form|handle|detail/...), by address prefix, and the text key of their name.
 * Everyone may open them: the server decides whose task or approval they show.
 */
export const FIXED_PAGE_PREFIXES: Record<string, string> = { '/work/process/': 'work.process.title' }

const fixedPrefixName = (path: string) =>
  Object.entries(FIXED_PAGE_PREFIXES).find(([prefix]) => path.startsWith(prefix))?.[1]

/**
 * Whether the signed-in user may open a console address: a page of their menu, a page outside
 * the menu that everyone has (home, profile, download and news centres), or an embedded frame.
 */
export function mayOpen(to: string, menus: readonly MenuNode[]): boolean {
  if (findMenuByTarget(menus, to)) return true
  const path = new URL(to, 'http://console.local').pathname.replace(/\/+$/, '') || '/'
  return path in FIXED_PAGE_NAMES || fixedPrefixName(path) !== undefined || path.startsWith('/myiframe/')
}

/**
 * The name of the page at a console address: its menu entry's name, else a fixed page's name, else
 * (frame pages) the name it was opened with; null when unknown.
 */
export function pageNameOf(to: string, menus: readonly MenuNode[], t: (key: string) => string): string | null {
  const found = findMenuByTarget(menus, to)
  if (found) return found.node.name
  const url = new URL(to, 'http://console.local')
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const fixed = FIXED_PAGE_NAMES[path] ?? fixedPrefixName(path)
  if (fixed) return t(fixed)
  if (path.startsWith('/myiframe/')) return url.searchParams.get('name') || t('shell.page.frame')
  return null
}
