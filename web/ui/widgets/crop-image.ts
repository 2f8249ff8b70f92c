import { clampArea, type PixelArea, rotatedSize, toRadians } from './crop-geometry.ts'

/** Loads an image element from a URL the page may draw (a blob URL or same-origin source). */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image did not load'))
    image.src = url
  })
}

/**
 * Draws the image turned by `rotation` onto a canvas the size of its rotated box, then copies the crop
 * area (react-easy-crop reports it in that box's pixels) into a blob of the given type.
 */
export async function cropImage(
  url: string,
  area: PixelArea,
  rotation: number,
  type: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  const image = await loadImage(url)
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation)
  const turned = document.createElement('canvas')
  turned.width = box.width
  turned.height = box.height
  const turnedContext = turned.getContext('2d')
  if (!turnedContext) throw new Error('no 2d canvas')
  turnedContext.translate(box.width / 2, box.height / 2)
  turnedContext.rotate(toRadians(rotation))
  turnedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2)

  const crop = clampArea(area, box)
  const out = document.createElement('canvas')
  out.width = crop.width
  out.height = crop.height
  const outContext = out.getContext('2d')
  if (!outContext) throw new Error('no 2d canvas')
  // JPEG has no transparency: a white ground instead of black corners where the rotation left gaps.
  if (type === 'image/jpeg') {
    outContext.fillStyle = '#fff'
    outContext.fillRect(0, 0, crop.width, crop.height)
  }
  outContext.drawImage(turned, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height)
  return new Promise((resolve, reject) =>
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no blob'))), type, 0.92),
  )
}
