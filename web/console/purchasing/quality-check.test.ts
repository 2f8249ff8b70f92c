import { describe, expect, it } from 'vitest'
import { defectRate, type LotEntry, lotProblems } from './quality-check.ts'

const lot: LotEntry = { lotNo: 'L1', productId: '', sampled: '80', defects: '2', result: '1' }

describe('a quality check entered at the factory', () => {
  it('works the defect rate out exactly as defects ÷ sampled', () => {
    expect(defectRate('80', '2')).toBe('0.0250')
    expect(defectRate('3', '1')).toBe('0.3333')
    expect(defectRate('3', '2')).toBe('0.6667')
    expect(defectRate('0', '0')).toBeNull()
    expect(defectRate('8a', '1')).toBeNull()
  })

  it('names what is missing or wrong before the lot is sent', () => {
    expect(lotProblems(lot)).toEqual({})
    expect(lotProblems({ ...lot, lotNo: ' ', sampled: '0', result: '' })).toEqual({
      lotNo: 'purchase.qc.needLot',
      sampled: 'purchase.qc.needSampled',
      result: 'purchase.qc.needResult',
    })
    expect(lotProblems({ ...lot, defects: '81' })).toEqual({ defects: 'purchase.qc.defectsOverSampled' })
    expect(lotProblems({ ...lot, defects: '-1' })).toEqual({ defects: 'purchase.qc.needDefects' })
  })
})
