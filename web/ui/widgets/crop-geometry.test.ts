import { describe, expect, it } from 'vitest'
import { clampArea, croppedType, rotatedSize, turnQuarter } from './crop-geometry.ts'

describe('crop geometry', () => {
  it('sizes the box of a rotated image', () => {
    expect(rotatedSize(400, 200, 0)).toEqual({ width: 400, height: 200 })
    expect(rotatedSize(400, 200, 90)).toEqual({ width: 200, height: 400 })
    expect(rotatedSize(400, 200, 180)).toEqual({ width: 400, height: 200 })
    // At 45° a 100×100 square needs a box of 100·√2 on each side.
    expect(rotatedSize(100, 100, 45)).toEqual({ width: 141, height: 141 })
  })

  it('turns by quarters and wraps around', () => {
    expect(turnQuarter(0, 1)).toBe(90)
    expect(turnQuarter(270, 1)).toBe(0)
    expect(turnQuarter(0, -1)).toBe(270)
  })

  it('keeps the crop area inside the rotated box in whole pixels', () => {
    expect(clampArea({ x: 10.4, y: 20.6, width: 50.5, height: 40.2 }, { width: 200, height: 200 })).toEqual({
      x: 10,
      y: 21,
      width: 51,
      height: 40,
    })
    expect(clampArea({ x: -5, y: 190, width: 300, height: 50 }, { width: 200, height: 200 })).toEqual({
      x: 0,
      y: 190,
      width: 200,
      height: 10,
    })
    expect(clampArea({ x: 0, y: 0, width: 0, height: 0 }, { width: 10, height: 10 })).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    })
  })

  it('keeps JPEG as JPEG and makes the rest PNG', () => {
    expect(croppedType('image/jpeg')).toBe('image/jpeg')
    expect(croppedType('image/png')).toBe('image/png')
    expect(croppedType(undefined)).toBe('image/png')
  })
})
