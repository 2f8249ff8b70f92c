import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { documentRequest, documentUrl, SHIP_DOCUMENTS, ShipDocuments } from './ship-documents.tsx'

afterEach(() => vi.restoreAllMocks())

describe('the ship’s documents', () => {
  it('asks for each document by the ship, the format and, when one is chosen, the factory', () => {
    expect(documentRequest('packing', '7', '', 'xlsx')).toEqual({
      path: '/api/shipExport/packing',
      query: { shipId: '7', format: 'xlsx' },
    })
    expect(documentRequest('customsDeclaration', '7', 'F01', 'pdf').query).toEqual({
      shipId: '7',
      format: 'pdf',
      factoryCode: 'F01',
    })
    expect(documentUrl('invoice', '7', 'F01')).toBe('/api/shipExport/invoice?shipId=7&format=pdf&factoryCode=F01')
  })

  it('offers every document as Excel and PDF and downloads the one clicked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['x']), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="SH-1.pdf"' },
      }),
    )
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x')
    renderWidget(<ShipDocuments shipId="7" factories={[{ value: 'F01', label: '宁波凯利' }]} />)
    expect(screen.getAllByRole('row')).toHaveLength(SHIP_DOCUMENTS.length)
    fireEvent.click(screen.getByRole('button', { name: '报关单 PDF' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const url = String(fetch.mock.calls[0]?.[0])
    expect(url).toContain('/api/shipExport/customsDeclaration?')
    expect(url).toContain('shipId=7')
    expect(url).toContain('format=pdf')
    expect(url).not.toContain('factoryCode')
  })
})
