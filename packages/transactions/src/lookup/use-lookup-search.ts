import { useState } from 'react'
import { filterKeys, type LookupSearch } from './search-schema'

const filterKeySet = new Set<string>(filterKeys)

/**
 * The lookup's search, held by the host (the portal keeps it in the URL) or by the lookup itself (an element).
 * A change of any filter goes back to the first page; a page's key (its place, for a deep page) goes with its page.
 */
export function useLookupSearch(controlled?: LookupSearch, onChange?: (search: LookupSearch) => void) {
  const [own, setOwn] = useState<LookupSearch>({})
  const search = controlled ?? own
  const set = (next: LookupSearch) => (onChange ? onChange(next) : setOwn(next))
  const patch = (change: Partial<LookupSearch>) => {
    const filtersChanged = Object.keys(change).some(
      (key) => filterKeySet.has(key) && change[key as keyof LookupSearch] !== search[key as keyof LookupSearch],
    )
    // A key is the key of one page of one question: another page or question drops it.
    const pageMoves = filtersChanged || ['page', 'size', 'sort', 'dir', 'tenant'].some((key) => key in change)
    set({
      ...search,
      ...change,
      ...(filtersChanged && !('page' in change) ? { page: undefined } : {}),
      ...(pageMoves && !('key' in change) ? { key: undefined } : {}),
    })
  }
  return { search, set, patch }
}
