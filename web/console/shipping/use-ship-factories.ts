import { useQuery } from '@tanstack/react-query'
import { getJson, getPage } from '../../api/client.ts'

type Row = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The suppliers whose goods ride on a ship (its plans' lines), as the documents' factory choice offers them. */
export function useShipFactories(planIds: string[]): { value: string; label: string }[] {
  const factories = useQuery({
    queryKey: ['ship-factories', planIds],
    enabled: planIds.length > 0,
    queryFn: async () => {
      const details = await Promise.all(planIds.map((id) => getJson<Row>('/api/erp/shiporder/detail', { id })))
      const ids = [
        ...new Set(
          details.flatMap((d) => (Array.isArray(d.items) ? (d.items as Row[]) : [])).map((i) => text(i.factoryId)),
        ),
      ]
      if (!ids.filter(Boolean).length) return []
      const page = await getPage<Row>('/api/erp/basefactory/page', { id_in: ids.join(','), size: 100 })
      return page.records.map((f) => ({ value: text(f.factoryCode), label: text(f.factoryName) }))
    },
  })
  return factories.data ?? []
}
