import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { ContainerGauge } from './container-gauge.tsx'

// Each render is removed after its test, whichever file first loaded the providers.
afterEach(cleanup)

const HQ40 = { volume: '76.4', weight: '26500' }

describe('the container gauge', () => {
  it('shows m³ and kg used of the type’s capacity as two bars', () => {
    renderWidget(<ContainerGauge containerType="40HQ" used={{ volume: '38.2', weight: '13250' }} capacity={HQ40} />)
    expect(screen.getByRole('group', { name: '装柜进度（40HQ）' })).toBeTruthy()
    const volume = screen.getByRole('progressbar', { name: '体积: 38.20 / 76.40 m³（50.0%）' })
    expect(volume.getAttribute('aria-valuenow')).toBe('50')
    const weight = screen.getByRole('progressbar', { name: '重量: 13250 / 26500 kg（50.0%）' })
    expect(weight.getAttribute('data-over')).toBeNull()
    expect(screen.queryByText(/超出货柜容量/)).toBeNull()
  })

  it('turns a bar red and says so past the capacity, the bar itself stopping at full', () => {
    renderWidget(<ContainerGauge containerType="40HQ" used={{ volume: '80.5', weight: '1000' }} capacity={HQ40} />)
    const volume = screen.getByRole('progressbar', { name: /^体积: 80.50 \/ 76.40 m³（105.4%）/ })
    expect(volume.getAttribute('data-over')).toBe('true')
    expect(volume.getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getByText('80.50 / 76.40 m³（105.4%） · 超出货柜容量')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: /^重量/ }).getAttribute('data-over')).toBeNull()
  })

  it('says when the container type has no capacity to measure against', () => {
    renderWidget(<ContainerGauge containerType="" used={{}} capacity={undefined} />)
    expect(screen.getByText('柜型 — 无容量数据')).toBeTruthy()
  })
})
