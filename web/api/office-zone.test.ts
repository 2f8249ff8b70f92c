import { describe, expect, it } from 'vitest'
import { cellText } from '../console/resource/cell-value.tsx'
import {
  browserTimeZone,
  officeTimeText,
  officeTimeZone,
  officeWallClock,
  offsetLabel,
  rememberOfficeZone,
  wallClockMoment,
  zoneLabel,
} from './office-zone.ts'

describe('times in the office zone', () => {
  it('reads a wall-clock time of a zone as the moment it names', () => {
    expect(wallClockMoment('2026-12-06 13:50:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-12-06T05:50:00.000Z')
    expect(wallClockMoment('2026-07-01 09:00:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    )
    expect(wallClockMoment('2026-12-06', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-05T18:30:00.000Z')
    expect(wallClockMoment('soon', 'Asia/Shanghai')).toBeNull()
  })

  it('labels a time with the office offset where the browser is elsewhere, and not where it is not', () => {
    expect(officeTimeText('2026-12-06 13:50:00', 'Asia/Shanghai', 'America/Los_Angeles')).toBe(
      '2026-12-06 13:50:00 GMT+8',
    )
    expect(officeTimeText('2026-12-06 13:50:00', 'Asia/Shanghai', 'Asia/Shanghai')).toBe('2026-12-06 13:50:00')
    // Another zone name with the same offset then reads the same: no label.
    expect(officeTimeText('2026-12-06 13:50:00', 'Asia/Shanghai', 'Asia/Singapore')).toBe('2026-12-06 13:50:00')
    expect(officeTimeText('2026-12-06 13:50:00', 'Asia/Kolkata', 'UTC')).toBe('2026-12-06 13:50:00 GMT+5:30')
    expect(officeTimeText('not a time', 'Asia/Shanghai', 'UTC')).toBe('not a time')
  })

  it('compares offsets at the moment itself (summer time)', () => {
    // London is GMT+0 in winter: the same as UTC, no label; in summer GMT+1.
    expect(zoneLabel(new Date('2026-01-15T12:00:00Z'), 'Europe/London', 'UTC')).toBeNull()
    expect(zoneLabel(new Date('2026-07-15T12:00:00Z'), 'Europe/London', 'UTC')).toBe('GMT+1')
    expect(offsetLabel('America/Los_Angeles', new Date('2026-12-06T00:00:00Z'))).toBe('GMT-8')
  })

  it('writes a browser-made moment as wall clock of the office zone', () => {
    expect(officeWallClock(new Date('2026-12-06T05:50:07Z'), 'Asia/Shanghai')).toBe('2026-12-06 13:50:07')
    expect(officeWallClock(new Date('2026-12-06T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-07 00:00:00')
  })

  it('shows a datetime cell in the zone the answers named, labelled', () => {
    const yesNo = { yes: 'Yes', no: 'No' }
    const field = { type: 'datetime', label: { zh: '时间', en: 'Time', ja: '時間' } } as const
    const browser = browserTimeZone()
    const office = browser === 'Pacific/Kiritimati' ? 'UTC' : 'Pacific/Kiritimati'
    rememberOfficeZone(office)
    try {
      expect(officeTimeZone()).toBe(office)
      expect(cellText(field, '2026-12-06 13:50:00', 'en', undefined, yesNo)).toBe(
        `2026-12-06 13:50:00 ${offsetLabel(office, new Date('2026-12-06T00:00:00Z'))}`,
      )
      // A name the browser does not know is not taken.
      rememberOfficeZone('Mars/Olympus')
      expect(officeTimeZone()).toBe(office)
    } finally {
      // Back to the browser's zone: nothing labelled for the tests after.
      rememberOfficeZone(browser)
    }
  })
})
