import { StrokeIcon } from '../../../ui/stroke-icon.tsx'

type IconProps = { size?: number }

/** Line icons of the work screens (Tabler's geometry); decorative, the control carries the name. */
export const CameraIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M5 7h1a2 2 0 0 0 2 -2a1 1 0 0 1 1 -1h6a1 1 0 0 1 1 1a2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2" />
    <path d="M9 13a3 3 0 1 0 6 0a3 3 0 0 0 -6 0" />
  </StrokeIcon>
)

export const BackIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M15 6l-6 6l6 6" />
  </StrokeIcon>
)

export const CheckIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M5 12l5 5l10 -10" />
  </StrokeIcon>
)

export const CrossIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M18 6l-12 12" />
    <path d="M6 6l12 12" />
  </StrokeIcon>
)

export const WarningIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M12 9v4" />
    <path d="M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z" />
    <path d="M12 16h.01" />
  </StrokeIcon>
)

export const QuestionIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M8 8a3.5 3 0 0 1 3.5 -3h1a3.5 3 0 0 1 3.5 3a3 3 0 0 1 -2 3a3 4 0 0 0 -2 4" />
    <path d="M12 19l0 .01" />
  </StrokeIcon>
)

export const PrinterIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M17 17h2a2 2 0 0 0 2 -2v-4a2 2 0 0 0 -2 -2h-14a2 2 0 0 0 -2 2v4a2 2 0 0 0 2 2h2" />
    <path d="M17 9v-4a2 2 0 0 0 -2 -2h-6a2 2 0 0 0 -2 2v4" />
    <path d="M7 15a2 2 0 0 1 2 -2h6a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2z" />
  </StrokeIcon>
)

export const BoxIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5" />
    <path d="M12 12l8 -4.5" />
    <path d="M12 12l0 9" />
    <path d="M12 12l-8 -4.5" />
  </StrokeIcon>
)

export const KeypadIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M2 8a2 2 0 0 1 2 -2h16a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2z" />
    <path d="M6 10l0 .01" />
    <path d="M10 10l0 .01" />
    <path d="M14 10l0 .01" />
    <path d="M18 10l0 .01" />
    <path d="M6 14l0 .01" />
    <path d="M18 14l0 .01" />
    <path d="M10 14l4 .01" />
  </StrokeIcon>
)

export const PositionIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0" />
    <path d="M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0z" />
  </StrokeIcon>
)

export const BackspaceIcon = ({ size = 28 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M20 6a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-11l-5 -5a1.5 1.5 0 0 1 0 -2l5 -5z" />
    <path d="M12 10l4 4m0 -4l-4 4" />
  </StrokeIcon>
)

export const PlusIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M12 5l0 14" />
    <path d="M5 12l14 0" />
  </StrokeIcon>
)

export const SheetIcon = ({ size = 24 }: IconProps) => (
  <StrokeIcon size={size}>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2z" />
  </StrokeIcon>
)
