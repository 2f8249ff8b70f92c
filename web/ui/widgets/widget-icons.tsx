import type { SVGProps } from 'react'
import { StrokeIcon } from '../stroke-icon.tsx'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

/** One path drawn as a stroke icon. */
function PathIcon({ d, ...rest }: IconProps & { d: string }) {
  return (
    <StrokeIcon {...rest}>
      <path d={d} />
    </StrokeIcon>
  )
}

export const ChevronLeftIcon = (p: IconProps) => <PathIcon d="M15 6l-6 6l6 6" {...p} />
export const ChevronRightIcon = (p: IconProps) => <PathIcon d="M9 6l6 6l-6 6" {...p} />
export const ZoomInIcon = (p: IconProps) => (
  <PathIcon d="M10 4a6 6 0 1 0 0 12a6 6 0 0 0 0-12M21 21l-6-6M7 10h6M10 7v6" {...p} />
)
export const ZoomOutIcon = (p: IconProps) => (
  <PathIcon d="M10 4a6 6 0 1 0 0 12a6 6 0 0 0 0-12M21 21l-6-6M7 10h6" {...p} />
)
export const RotateLeftIcon = (p: IconProps) => <PathIcon d="M4 11a8 8 0 1 1 2.3 5.7M4 4v7h7" {...p} />
export const RotateRightIcon = (p: IconProps) => <PathIcon d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" {...p} />
export const TrashIcon = (p: IconProps) => (
  <PathIcon d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" {...p} />
)
export const DownloadIcon = (p: IconProps) => (
  <PathIcon d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5l5-5M12 4v12" {...p} />
)
export const EyeIcon = (p: IconProps) => (
  <PathIcon d="M2 12s4-7 10-7s10 7 10 7s-4 7-10 7S2 12 2 12M12 9a3 3 0 1 0 0 6a3 3 0 0 0 0-6" {...p} />
)
export const UploadIcon = (p: IconProps) => (
  <PathIcon d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 9l5-5l5 5M12 4v12" {...p} />
)
export const FileIcon = (p: IconProps) => (
  <PathIcon d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2" {...p} />
)
export const PhotoIcon = (p: IconProps) => (
  <PathIcon
    d="M15 8h.01M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 16l5-5c.9-.9 2.1-.9 3 0l5 5M14 14l1-1c.9-.9 2.1-.9 3 0l2 2"
    {...p}
  />
)
