import type { ReactNode } from 'react'
import { StrokeIcon } from '../../ui/stroke-icon.tsx'

// Line icons in the Tabler style (24 grid, 2 px round strokes), drawn here to avoid an icon dependency.
const SHAPES: Record<string, ReactNode> = {
  home: (
    <path d="M5 12H3l9-9 9 9h-2M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6" />
  ),
  bell: (
    <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1" />
  ),
  package: <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3M12 12l8-4.5M12 12v9M12 12L4 7.5M16 5.25l-8 4.5" />,
  users: (
    <path d="M9 7m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
  ),
  user: <path d="M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />,
  'user-dollar': (
    <path d="M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0M6 21v-2a4 4 0 0 1 4-4h3M21 15h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3H17M19 21v1m0-8v1" />
  ),
  'id-badge': (
    <path d="M5 3m0 3a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3zM12 11m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 6h4M9 18a3 3 0 0 1 6 0" />
  ),
  'building-store': (
    <path d="M3 21h18M3 7v1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7m0 1a3 3 0 0 0 6 0V7H3l2-4h14l2 4M5 21V10.85M19 21V10.85M9 21v-4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v4" />
  ),
  'building-warehouse': <path d="M3 21V8l9-4 9 4v13M13 13h4v8h-10v-6h6M13 21v-9a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1v3" />,
  'file-plus': (
    <path d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2M12 11v6M9 14h6" />
  ),
  'shopping-cart': (
    <path d="M4 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0M17 17H6V3H4M6 5l14 1-1 7H6" />
  ),
  building: <path d="M3 21h18M9 8h1M9 12h1M9 16h1M14 8h1M14 12h1M14 16h1M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16" />,
  'currency-dollar': (
    <path d="M16.7 8A3 3 0 0 0 14 6h-4a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6h-4a3 3 0 0 1-2.7-2M12 3v3m0 12v3" />
  ),
  // Tabler's report-money: the finance folder.
  'report-money': (
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 3m0 2a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v0a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2zM14 11h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3H10M12 17v1m0-8v1" />
  ),
  calculator: (
    <path d="M4 3m0 2a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM8 7h8v3H8zM8 14v.01M12 14v.01M16 14v.01M8 17v.01M12 17v.01M16 17v.01" />
  ),
  settings: (
    <path d="M10.33 4.32c.43-1.76 2.92-1.76 3.35 0a1.72 1.72 0 0 0 2.57 1.07c1.54-.94 3.3.83 2.37 2.37a1.72 1.72 0 0 0 1.06 2.57c1.76.43 1.76 2.93 0 3.35a1.72 1.72 0 0 0-1.07 2.57c.94 1.54-.83 3.3-2.37 2.37a1.72 1.72 0 0 0-2.57 1.06c-.43 1.76-2.93 1.76-3.35 0a1.72 1.72 0 0 0-2.57-1.07c-1.54.94-3.3-.83-2.37-2.37a1.72 1.72 0 0 0-1.06-2.57c-1.76-.43-1.76-2.93 0-3.35a1.72 1.72 0 0 0 1.07-2.57c-.94-1.54.83-3.3 2.37-2.37 1 .6 2.3.07 2.57-1.06zM9 12a3 3 0 1 0 6 0a3 3 0 0 0-6 0" />
  ),
  'settings-2': <path d="M12 3l7.5 4.5v9L12 21l-7.5-4.5v-9L12 3M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0" />,
  adjustments: (
    <path d="M4 10a2 2 0 1 0 4 0a2 2 0 0 0-4 0M6 4v4M6 12v8M10 16a2 2 0 1 0 4 0a2 2 0 0 0-4 0M12 4v10M12 18v2M16 7a2 2 0 1 0 4 0a2 2 0 0 0-4 0M18 4v1M18 9v11" />
  ),
  api: <path d="M4 13h5M12 16V8h3a2 2 0 0 1 2 2v1a2 2 0 0 1-2 2h-3M20 8v8M9 16v-5.5a2.5 2.5 0 0 0-5 0V16" />,
  apps: <path d="M4 4h6v6H4zM4 14h6v6H4zM14 14h6v6h-6zM14 7h6M17 4v6" />,
  book: <path d="M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0M3 6v13M12 6v13M21 6v13" />,
  'book-2': <path d="M19 4v16H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12M19 16H7a2 2 0 0 0-2 2M9 8h6" />,
  'brand-amazon': (
    <path d="M17 12.5a15.2 15.2 0 0 1-7.2 1.8 11 11 0 0 1-6.8-2.3M18.5 15a7 7 0 0 0 .5-3.5 5.5 5.5 0 0 0-2.5 1" />
  ),
  bug: (
    <path d="M9 9V8a3 3 0 0 1 6 0v1M8 9h8a6 6 0 0 1 1 3v3a5 5 0 0 1-10 0v-3a6 6 0 0 1 1-3M3 13h4M17 13h4M12 20v-6M4 19l3.35-2M20 19l-3.35-2M4 7l3.75 2.4M20 7l-3.75 2.4" />
  ),
  code: <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M14 4l-4 16" />,
  database: <path d="M12 6m-8 0a8 3 0 1 0 16 0a8 3 0 1 0-16 0M4 6v6a8 3 0 0 0 16 0V6M4 12v6a8 3 0 0 0 16 0v-6" />,
  download: <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12" />,
  'layout-navbar': <path d="M4 4h16v16H4zM4 9h16" />,
  'list-details': <path d="M13 5h8M13 9h5M13 15h8M13 19h5M3 4h6v6H3zM3 14h6v6H3z" />,
  'menu-2': <path d="M4 6h16M4 12h16M4 18h16" />,
  notes: <path d="M5 3m0 2a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM9 7h6M9 11h6M9 15h4" />,
  paperclip: <path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3L18 10a3 3 0 0 0-6-6l-6.5 6.5a4.5 4.5 0 0 0 9 9L21 13" />,
  plug: (
    <path d="M9.79 4.21l10 10-3.5 3.5a5 5 0 0 1-7.07 0l-2.93-2.93a5 5 0 0 1 0-7.07zM4 20l4-4M14 4l-3.5 3.5M20 10l-3.5 3.5" />
  ),
  shield: <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />,
  sitemap: <path d="M3 15h6v6H3zM15 15h6v6h-6zM9 3h6v6H9zM6 15v-1a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v1M12 9v3" />,
  speakerphone: (
    <path d="M18 8a3 3 0 0 1 0 6M10 8v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-5M12 8h0l4.5-3.75A.9.9 0 0 1 18 5v12a.9.9 0 0 1-1.5.75L12 14H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h8" />
  ),
  world: (
    <path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0-18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
  ),
  folder: <path d="M5 4h4l3 3h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2" />,
  // Top bar.
  search: <path d="M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-6-6" />,
  help: <path d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 17v.01M12 13.5a1.5 1.5 0 0 1 1-1.5 2.6 2.6 0 1 0-3-4" />,
  maximize: <path d="M4 8V6a2 2 0 0 1 2-2h2M4 16v2a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v2M16 20h2a2 2 0 0 0 2-2v-2" />,
  minimize: <path d="M15 19v-2a2 2 0 0 1 2-2h2M15 5v2a2 2 0 0 0 2 2h2M5 15h2a2 2 0 0 1 2 2v2M5 9h2a2 2 0 0 0 2-2V5" />,
  lock: (
    <path d="M5 13a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM11 16a1 1 0 1 0 2 0a1 1 0 0 0-2 0M8 11V7a4 4 0 1 1 8 0v4" />
  ),
  palette: (
    <path d="M12 21a9 9 0 0 1 0-18c4.97 0 9 3.58 9 8a5 5 0 0 1-5 5h-2.5a2 2 0 0 0-1 3.75A1.3 1.3 0 0 1 12 21M7.5 10.5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M11.5 7.5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M15.5 10.5a1 1 0 1 0 2 0a1 1 0 1 0-2 0" />
  ),
  'color-swatch': (
    <path d="M19 3h-4a2 2 0 0 0-2 2v12a4 4 0 0 0 8 0V5a2 2 0 0 0-2-2M13 7.35l-2-2a2 2 0 0 0-2.83 0L5.35 8.18a2 2 0 0 0 0 2.83l9 9M7.3 13H5a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h12M17 17v.01" />
  ),
  logout: <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2M9 12h12l-3-3M18 15l3-3" />,
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  'layout-sidebar-left-collapse': <path d="M4 4h16v16H4zM9 4v16M15 10l-2 2 2 2" />,
  'layout-sidebar-left-expand': <path d="M4 4h16v16H4zM9 4v16M14 10l2 2-2 2" />,
  refresh: <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />,
  x: <path d="M18 6L6 18M6 6l12 12" />,
  circle: <path d="M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0" />,
  external: <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6M11 13l9-9M15 4h5v5" />,
}

/** The icon names this set draws; a menu's `source` outside it falls back to a generic mark. */
export const SHELL_ICON_NAMES = Object.keys(SHAPES)

/** A line icon by name (menu `source` values use Tabler's names); unknown names draw a generic dot. */
export function ShellIcon({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  const shape = (name && SHAPES[name.replace(/^(?:ti|tabler|icon)-/, '')]) || SHAPES.circle
  return (
    <StrokeIcon size={size} style={{ flexShrink: 0 }}>
      {shape}
    </StrokeIcon>
  )
}
