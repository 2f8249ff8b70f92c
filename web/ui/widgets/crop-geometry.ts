/** A rectangle in image pixels, as react-easy-crop reports the crop. */
export type PixelArea = { x: number; y: number; width: number; height: number }

/** Degrees to radians. */
export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180
}

/** The size of the box that holds an image of this size turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const r = toRadians(rotation)
  return {
    width: Math.round(Math.abs(Math.cos(r) * width) + Math.abs(Math.sin(r) * height)),
    height: Math.round(Math.abs(Math.sin(r) * width) + Math.abs(Math.cos(r) * height)),
  }
}

/** A rotation after turning a quarter left (-1) or right (1), kept within 0..359. */
export function turnQuarter(rotation: number, direction: 1 | -1): number {
  return (((rotation + direction * 90) % 360) + 360) % 360
}

/** The crop area limited to the rotated box and made whole pixels of at least 1×1, so the canvas is never empty. */
export function clampArea(area: PixelArea, box: { width: number; height: number }): PixelArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, box.width - 1))
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, box.height - 1))
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), box.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), box.height - y)),
  }
}

/** The blob type of the cropped image: JPEG stays JPEG (smaller photos), everything else becomes PNG. */
export function croppedType(sourceType: string | undefined): 'image/png' | 'image/jpeg' {
  return sourceType === 'image/jpeg' || sourceType === 'image/jpg' ? 'image/jpeg' : 'image/png'
}
