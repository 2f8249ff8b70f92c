import { useForm } from '@mantine/form'
import { useSessionState } from '../../ui/session-state.ts'
import { EMPTY_FILTERS, type OrderFilters } from './order-page.ts'

/** The filters that name a record by its link, whose chosen record's name is kept beside them. */
export type LinkFilter = 'shopId' | 'storeId'

/**
 * The order page's filters as a form: they start from those in force, a search hands them over, and
 * reset clears them and searches at once. The chosen shop's and warehouse's names are kept in the
 * browser tab under `storedAs`, so a reload shows them without asking.
 */
export function useOrderFilters(applied: OrderFilters, storedAs: string, onSearch: (filters: OrderFilters) => void) {
  const form = useForm<OrderFilters>({ initialValues: applied })
  const [labels, setLabels] = useSessionState<Record<string, string>>(`${storedAs}:labels`, {})
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    form.setValues({ [key]: value } as Partial<OrderFilters>)
  const choose = (key: LinkFilter, value: string | null, label: string | undefined) => {
    set(key, value)
    setLabels((m) => ({ ...m, [key]: label ?? '' }))
  }
  const reset = () => {
    form.setValues(EMPTY_FILTERS)
    setLabels({})
    onSearch(EMPTY_FILTERS)
  }
  const draft = form.values
  /** The chosen record's name, while one is chosen. */
  const labelOf = (key: LinkFilter) => (draft[key] ? labels[key] : undefined)
  return { draft, set, choose, labelOf, reset, search: form.onSubmit(onSearch) }
}
