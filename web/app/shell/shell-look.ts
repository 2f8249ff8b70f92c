import type { MantineColorsTuple } from '@mantine/core'
import { useSyncExternalStore } from 'react'

/** The colour picker's default (spec 1 §2.5). */
export const DEFAULT_PRIMARY = '#409EFF'

/** How a theme paints the shell's header and side menu. */
export type ShellThemeStyle = {
  headerBg: string
  headerFg: string
  navbarBg: string
  navbarFg: string
  navbarHoverBg: string
  navbarActiveBg: string
  navbarActiveFg: string
  /** Whether the whole console switches to Mantine's dark colour scheme. */
  dark: boolean
}

const PRIMARY_FILLED = 'var(--mantine-primary-color-filled)'
const PRIMARY_LIGHT = 'var(--mantine-primary-color-light)'
const PRIMARY_LIGHT_TEXT = 'var(--mantine-primary-color-light-color)'

/** The 11 themes of spec 1 §2.5, by their names; theme-default first. */
export const SHELL_THEMES = {
  'theme-default': {
    headerBg: '#ffffff',
    headerFg: '#303133',
    navbarBg: '#20222a',
    navbarFg: '#a6a9b6',
    navbarHoverBg: 'rgba(255,255,255,0.06)',
    navbarActiveBg: PRIMARY_FILLED,
    navbarActiveFg: '#ffffff',
    dark: false,
  },
  'theme-white': {
    headerBg: '#ffffff',
    headerFg: '#303133',
    navbarBg: '#ffffff',
    navbarFg: '#303133',
    navbarHoverBg: '#f5f7fa',
    navbarActiveBg: PRIMARY_LIGHT,
    navbarActiveFg: PRIMARY_LIGHT_TEXT,
    dark: false,
  },
  'theme-dark': {
    headerBg: '#1d1e1f',
    headerFg: '#e5eaf3',
    navbarBg: '#141414',
    navbarFg: '#cfd3dc',
    navbarHoverBg: 'rgba(255,255,255,0.08)',
    navbarActiveBg: PRIMARY_FILLED,
    navbarActiveFg: '#ffffff',
    dark: true,
  },
  'theme-star': {
    headerBg: 'linear-gradient(120deg, #29323c, #485563)',
    headerFg: '#ffffff',
    navbarBg: 'linear-gradient(180deg, #1f1c2c, #3a2f5b)',
    navbarFg: '#d5d0ef',
    navbarHoverBg: 'rgba(255,255,255,0.1)',
    navbarActiveBg: 'rgba(255,255,255,0.2)',
    navbarActiveFg: '#ffffff',
    dark: false,
  },
  'theme-blue': {
    headerBg: '#ffffff',
    headerFg: '#1f2d3d',
    navbarBg: 'linear-gradient(180deg, #1e5799, #2989d8)',
    navbarFg: '#e6f0ff',
    navbarHoverBg: 'rgba(255,255,255,0.12)',
    navbarActiveBg: 'rgba(255,255,255,0.24)',
    navbarActiveFg: '#ffffff',
    dark: false,
  },
  'theme-iview': {
    headerBg: '#ffffff',
    headerFg: '#515a6e',
    navbarBg: '#2b3245',
    navbarFg: '#c5cad6',
    navbarHoverBg: 'rgba(255,255,255,0.08)',
    navbarActiveBg: '#1f2535',
    navbarActiveFg: PRIMARY_LIGHT_TEXT,
    dark: false,
  },
  'theme-vip': {
    headerBg: '#2c2a26',
    headerFg: '#e8c785',
    navbarBg: '#1d1b18',
    navbarFg: '#d8b46a',
    navbarHoverBg: 'rgba(216,180,106,0.12)',
    navbarActiveBg: 'rgba(216,180,106,0.25)',
    navbarActiveFg: '#f3d9a4',
    dark: false,
  },
  'theme-cool': {
    headerBg: 'linear-gradient(90deg, #5b86e5, #36d1dc)',
    headerFg: '#ffffff',
    navbarBg: 'linear-gradient(180deg, #3a7bd5, #00a8cc)',
    navbarFg: '#f0fbff',
    navbarHoverBg: 'rgba(255,255,255,0.14)',
    navbarActiveBg: 'rgba(255,255,255,0.28)',
    navbarActiveFg: '#ffffff',
    dark: false,
  },
  'theme-d2': {
    headerBg: '#ebf1f6',
    headerFg: '#2f3a4b',
    navbarBg: '#ebf1f6',
    navbarFg: '#2f3a4b',
    navbarHoverBg: 'rgba(255,255,255,0.6)',
    navbarActiveBg: '#ffffff',
    navbarActiveFg: PRIMARY_FILLED,
    dark: false,
  },
  'theme-hey': {
    headerBg: '#ffffff',
    headerFg: '#3a3f51',
    navbarBg: '#2f3542',
    navbarFg: '#dfe4ea',
    navbarHoverBg: 'rgba(255,255,255,0.08)',
    navbarActiveBg: PRIMARY_FILLED,
    navbarActiveFg: '#ffffff',
    dark: false,
  },
  'theme-lte': {
    headerBg: '#3c8dbc',
    headerFg: '#ffffff',
    navbarBg: '#222d32',
    navbarFg: '#b8c7ce',
    navbarHoverBg: '#1e282c',
    navbarActiveBg: '#1e282c',
    navbarActiveFg: '#ffffff',
    dark: false,
  },
} as const satisfies Record<string, ShellThemeStyle>

export type ShellThemeName = keyof typeof SHELL_THEMES

/** Theme names in the picker's order. */
export const SHELL_THEME_NAMES = Object.keys(SHELL_THEMES) as ShellThemeName[]

/** Whether a text is a #rrggbb or #rgb colour. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())
}

function toRgb(hex: string): [number, number, number] {
  let h = hex.trim().slice(1)
  if (h.length === 3) h = [...h].map((c) => c + c).join('')
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function mix(rgb: readonly number[], towards: number, amount: number): string {
  return toHex(rgb.map((c) => c + (towards - c) * amount))
}

/**
 * Ten shades of one colour for Mantine, light to dark: shade 6 (Mantine's primary shade) is the
 * colour itself, 0-5 mix it with white, 7-9 with black. An invalid colour gives the default's shades.
 */
export function primaryShades(color: string): MantineColorsTuple {
  const rgb = toRgb(isHexColor(color) ? color : DEFAULT_PRIMARY)
  const towardsWhite = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((a) => mix(rgb, 255, a))
  const towardsBlack = [0.14, 0.28, 0.42].map((a) => mix(rgb, 0, a))
  return [...towardsWhite, toHex(rgb), ...towardsBlack] as unknown as MantineColorsTuple
}

/** The chosen theme and primary colour. */
export type ShellLook = { theme: ShellThemeName; color: string }

const THEME_KEY = 'erp-theme'
const COLOR_KEY = 'erp-theme-color'

function readLook(): ShellLook {
  const theme = localStorage.getItem(THEME_KEY) ?? ''
  const color = localStorage.getItem(COLOR_KEY) ?? ''
  return {
    theme: theme in SHELL_THEMES ? (theme as ShellThemeName) : 'theme-default',
    color: isHexColor(color) ? color : DEFAULT_PRIMARY,
  }
}

let look: ShellLook | null = null
const listeners = new Set<() => void>()

function currentLook(): ShellLook {
  if (!look) look = readLook()
  return look
}

function change(next: ShellLook): void {
  look = next
  localStorage.setItem(THEME_KEY, next.theme)
  localStorage.setItem(COLOR_KEY, next.color)
  for (const l of listeners) l()
}

/** Picks a theme; remembered on this device and applied at once. */
export function setShellTheme(theme: ShellThemeName): void {
  change({ ...currentLook(), theme })
}

/** Picks the primary colour (#rrggbb); remembered and applied at once. Invalid colours are ignored. */
export function setPrimaryColor(color: string): void {
  if (isHexColor(color)) change({ ...currentLook(), color })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current theme and colour, re-rendering when either changes. */
export function useShellLook(): ShellLook {
  return useSyncExternalStore(subscribe, currentLook, currentLook)
}
