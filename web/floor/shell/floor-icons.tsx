import { StrokeIcon, type StrokeIconProps } from '../../ui/stroke-icon.tsx'

type IconProps = Omit<StrokeIconProps, 'children'>

/** The floor shell's line icons (Tabler's geometry), drawn inline so no icon library loads. */
export const FloorIcon = {
  back: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M5 12l14 0" />
      <path d="M5 12l6 6" />
      <path d="M5 12l6 -6" />
    </StrokeIcon>
  ),
  menu: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M4 6l16 0" />
      <path d="M4 12l16 0" />
      <path d="M4 18l16 0" />
    </StrokeIcon>
  ),
  sync: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4" />
      <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
    </StrokeIcon>
  ),
  attention: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M12 9v4" />
      <path d="M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z" />
      <path d="M12 16h.01" />
    </StrokeIcon>
  ),
  online: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M12 18l.01 0" />
      <path d="M9.172 15.172a4 4 0 0 1 5.656 0" />
      <path d="M6.343 12.343a8 8 0 0 1 11.314 0" />
      <path d="M3.515 9.515c4.686 -4.687 12.284 -4.687 17 0" />
    </StrokeIcon>
  ),
  offline: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M12 18l.01 0" />
      <path d="M9.172 15.172a4 4 0 0 1 5.656 0" />
      <path d="M6.343 12.343a7.963 7.963 0 0 1 3.864 -2.14m4.163 .155a7.965 7.965 0 0 1 3.287 2" />
      <path d="M3.515 9.515a12 12 0 0 1 3.544 -2.455m3.101 -.92a12 12 0 0 1 10.325 3.374" />
      <path d="M3 3l18 18" />
    </StrokeIcon>
  ),
  receiving: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0" />
      <path d="M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0" />
      <path d="M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5" />
    </StrokeIcon>
  ),
  putaway: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M12 4l-8 4l8 4l8 -4l-8 -4" />
      <path d="M4 12l8 4l8 -4" />
      <path d="M4 16l8 4l8 -4" />
    </StrokeIcon>
  ),
  picking: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M3.5 5.5l1.5 1.5l2.5 -2.5" />
      <path d="M3.5 11.5l1.5 1.5l2.5 -2.5" />
      <path d="M3.5 17.5l1.5 1.5l2.5 -2.5" />
      <path d="M11 6l9 0" />
      <path d="M11 12l9 0" />
      <path d="M11 18l9 0" />
    </StrokeIcon>
  ),
  packing: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5" />
      <path d="M12 12l8 -4.5" />
      <path d="M12 12l0 9" />
      <path d="M12 12l-8 -4.5" />
      <path d="M16 5.25l-8 4.5" />
    </StrokeIcon>
  ),
  stocktaking: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2" />
      <path d="M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z" />
      <path d="M9 14l2 2l4 -4" />
    </StrokeIcon>
  ),
  lookup: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M4 7v-1a2 2 0 0 1 2 -2h2" />
      <path d="M4 17v1a2 2 0 0 0 2 2h2" />
      <path d="M16 4h2a2 2 0 0 1 2 2v1" />
      <path d="M16 20h2a2 2 0 0 0 2 -2v-1" />
      <path d="M5 11h1v2h-1z" />
      <path d="M10 11l0 2" />
      <path d="M14 11h1v2h-1z" />
      <path d="M19 11l0 2" />
    </StrokeIcon>
  ),
  warehouse: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M3 21v-13l9 -4l9 4v13" />
      <path d="M13 13h4v8h-10v-6h6" />
      <path d="M13 21v-9a1 1 0 0 0 -1 -1h-2a1 1 0 0 0 -1 1v3" />
    </StrokeIcon>
  ),
  download: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2" />
      <path d="M7 11l5 5l5 -5" />
      <path d="M12 4l0 12" />
    </StrokeIcon>
  ),
  signOut: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2" />
      <path d="M9 12h12l-3 -3" />
      <path d="M18 15l3 -3" />
    </StrokeIcon>
  ),
  chevron: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M9 6l6 6l-6 6" />
    </StrokeIcon>
  ),
  check: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M5 12l5 5l10 -10" />
    </StrokeIcon>
  ),
  language: (p: IconProps) => (
    <StrokeIcon {...p}>
      <path d="M4 5h7" />
      <path d="M9 3v2c0 4.418 -2.239 8 -5 8" />
      <path d="M5 9c0 2.144 2.952 3.908 6.7 4" />
      <path d="M12 20l4 -9l4 9" />
      <path d="M19.1 18h-6.2" />
    </StrokeIcon>
  ),
} as const
