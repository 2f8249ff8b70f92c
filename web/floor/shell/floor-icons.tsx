import type { ReactElement } from 'react'
import { StrokeIcon, type StrokeIconProps } from '../../ui/stroke-icon.tsx'

type IconProps = Omit<StrokeIconProps, 'children'>

/** The floor shell's line icons (Tabler's geometry) as the paths each draws, drawn inline so no icon library loads. */
const FLOOR_ICON_PATHS = {
  back: ['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6'],
  menu: ['M4 6l16 0', 'M4 12l16 0', 'M4 18l16 0'],
  sync: ['M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4', 'M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4'],
  attention: [
    'M12 9v4',
    'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z',
    'M12 16h.01',
  ],
  online: [
    'M12 18l.01 0',
    'M9.172 15.172a4 4 0 0 1 5.656 0',
    'M6.343 12.343a8 8 0 0 1 11.314 0',
    'M3.515 9.515c4.686 -4.687 12.284 -4.687 17 0',
  ],
  offline: [
    'M12 18l.01 0',
    'M9.172 15.172a4 4 0 0 1 5.656 0',
    'M6.343 12.343a7.963 7.963 0 0 1 3.864 -2.14m4.163 .155a7.965 7.965 0 0 1 3.287 2',
    'M3.515 9.515a12 12 0 0 1 3.544 -2.455m3.101 -.92a12 12 0 0 1 10.325 3.374',
    'M3 3l18 18',
  ],
  receiving: [
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5',
  ],
  putaway: ['M12 4l-8 4l8 4l8 -4l-8 -4', 'M4 12l8 4l8 -4', 'M4 16l8 4l8 -4'],
  picking: [
    'M3.5 5.5l1.5 1.5l2.5 -2.5',
    'M3.5 11.5l1.5 1.5l2.5 -2.5',
    'M3.5 17.5l1.5 1.5l2.5 -2.5',
    'M11 6l9 0',
    'M11 12l9 0',
    'M11 18l9 0',
  ],
  packing: [
    'M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5',
    'M12 12l8 -4.5',
    'M12 12l0 9',
    'M12 12l-8 -4.5',
    'M16 5.25l-8 4.5',
  ],
  stocktaking: [
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
    'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
    'M9 14l2 2l4 -4',
  ],
  fba: ['M3 7l9 -4l9 4l-9 4z', 'M3 7v10l9 4l9 -4v-10', 'M12 11v10', 'M16 15l2 -1'],
  lookup: [
    'M4 7v-1a2 2 0 0 1 2 -2h2',
    'M4 17v1a2 2 0 0 0 2 2h2',
    'M16 4h2a2 2 0 0 1 2 2v1',
    'M16 20h2a2 2 0 0 0 2 -2v-1',
    'M5 11h1v2h-1z',
    'M10 11l0 2',
    'M14 11h1v2h-1z',
    'M19 11l0 2',
  ],
  warehouse: ['M3 21v-13l9 -4l9 4v13', 'M13 13h4v8h-10v-6h6', 'M13 21v-9a1 1 0 0 0 -1 -1h-2a1 1 0 0 0 -1 1v3'],
  download: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12'],
  signOut: [
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
    'M9 12h12l-3 -3',
    'M18 15l3 -3',
  ],
  chevron: ['M9 6l6 6l-6 6'],
  check: ['M5 12l5 5l10 -10'],
  language: [
    'M4 5h7',
    'M9 3v2c0 4.418 -2.239 8 -5 8',
    'M5 9c0 2.144 2.952 3.908 6.7 4',
    'M12 20l4 -9l4 9',
    'M19.1 18h-6.2',
  ],
} as const satisfies Record<string, readonly string[]>

export type FloorIconName = keyof typeof FLOOR_ICON_PATHS

/** One of the floor shell's icons, by name. */
export function FloorShellIcon({ icon, ...props }: IconProps & { icon: FloorIconName }) {
  return (
    <StrokeIcon {...props}>
      {FLOOR_ICON_PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </StrokeIcon>
  )
}

/** Each icon as a component of its own, as the shell draws them: `<FloorIcon.back size={28} />`. */
export const FloorIcon = Object.fromEntries(
  (Object.keys(FLOOR_ICON_PATHS) as FloorIconName[]).map((name) => [
    name,
    (props: IconProps) => <FloorShellIcon {...props} icon={name} />,
  ]),
) as Record<FloorIconName, (props: IconProps) => ReactElement>
