import type { ReactNode, SVGProps } from 'react'

export type StrokeIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; children: ReactNode }

/** A 24-unit line icon (Tabler's geometry); decorative, so hidden from assistive technology (the control carries the name). */
export function StrokeIcon({ size = 16, children, ...rest }: StrokeIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}
