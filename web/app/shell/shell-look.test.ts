import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PRIMARY, isHexColor, primaryShades, SHELL_THEME_NAMES } from './shell-look.ts'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

describe('primary colour shades', () => {
  it('gives ten hex shades, light to dark, with the chosen colour as shade 6', () => {
    const shades = primaryShades('#409EFF')
    expect(shades).toHaveLength(10)
    for (const s of shades) expect(s).toMatch(/^#[0-9a-f]{6}$/)
    expect(shades[6]).toBe('#409eff')
    const lum = shades.map(luminance)
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeLessThan(lum[i - 1] ?? 0)
    expect(lum[0]).toBeGreaterThan(235)
  })

  it('accepts the short form and falls back to the default for a non-colour', () => {
    expect(primaryShades('#f00')[6]).toBe('#ff0000')
    expect(primaryShades('blue')).toEqual(primaryShades(DEFAULT_PRIMARY))
    expect(isHexColor('#12345g')).toBe(false)
  })
})

describe('themes', () => {
  beforeEach(() => localStorage.clear())

  it('offers the 11 themes of the spec, theme-default first', () => {
    expect(SHELL_THEME_NAMES).toHaveLength(11)
    expect(SHELL_THEME_NAMES[0]).toBe('theme-default')
  })

  it('remembers theme and colour on the device, ignoring an invalid colour', async () => {
    vi.resetModules()
    const first = await import('./shell-look.ts')
    first.setShellTheme('theme-dark')
    first.setPrimaryColor('#13c2c2')
    first.setPrimaryColor('not a colour')
    vi.resetModules()
    const second = await import('./shell-look.ts')
    const { result } = await import('@testing-library/react').then(({ renderHook }) =>
      renderHook(() => second.useShellLook()),
    )
    expect(result.current).toEqual({ theme: 'theme-dark', color: '#13c2c2' })
  })

  it('starts from theme-default and #409EFF', async () => {
    vi.resetModules()
    const { useShellLook } = await import('./shell-look.ts')
    const { renderHook } = await import('@testing-library/react')
    expect(renderHook(() => useShellLook()).result.current).toEqual({ theme: 'theme-default', color: '#409EFF' })
  })
})
