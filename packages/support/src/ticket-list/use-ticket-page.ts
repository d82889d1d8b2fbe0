import { useEffect, useState } from 'react'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchMyTickets, fetchPlatformTickets, type TicketChannelType } from '@paydeck/core/support'
import type { UserKind } from '@paydeck/core'
import { usePaydeck, type Paydeck } from '@paydeck/react'
import { supportKeys } from '../tickets/support-queries'

export const TICKET_PAGE_SIZE = 10
/** Seed 000 section 9: the search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 750

export interface TicketFilters {
  status: string
  category: string
  priority: string
  labelId: string
  assignee: string
  tenantId: string
}
export const noFilters: TicketFilters = {
  status: '',
  category: '',
  priority: '',
  labelId: '',
  assignee: '',
  tenantId: '',
}

/** The query of one page of tickets: the list asks it, and a screen's preload asks the same before showing it. */
export function ticketPageQuery(
  paydeck: Paydeck,
  kind: UserKind,
  channel: TicketChannelType,
  filters: TicketFilters,
  searchText: string,
  pageIndex: number,
) {
  const query = {
    pageIndex,
    pageSize: TICKET_PAGE_SIZE,
    searchText: searchText || undefined,
    status: filters.status || undefined,
    category: filters.category || undefined,
    priority: filters.priority || undefined,
    assignee: filters.assignee || undefined,
    labelId: filters.labelId ? Number(filters.labelId) : undefined,
  }
  return queryOptions({
    queryKey: supportKeys.ticketPage([kind, channel, query, filters.tenantId]),
    queryFn: ({ signal }) =>
      kind === 'platform'
        ? fetchPlatformTickets(
            paydeck.http,
            { ...query, tenantId: filters.tenantId ? Number(filters.tenantId) : undefined },
            signal,
          )
        : fetchMyTickets(paydeck.http, { ...query, ticketChannelType: channel }, signal),
  })
}

/** One page of a side's tickets, searched (debounced) and filtered; a new search or filter goes back to page one. */
export function useTicketPage(
  kind: UserKind,
  channel: TicketChannelType,
  initial: Partial<TicketFilters> = {},
  enabled = true,
) {
  const paydeck = usePaydeck()
  const [searchText, setSearchText] = useState('')
  const [debounced, setDebounced] = useState('')
  const [filters, setFilters] = useState<TicketFilters>({ ...noFilters, ...initial })
  const [pageIndex, setPageIndex] = useState(0)
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(searchText.trim())
      setPageIndex(0)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchText])

  const page = useQuery({
    ...ticketPageQuery(paydeck, kind, channel, filters, debounced, pageIndex),
    placeholderData: keepPreviousData,
    enabled,
  })
  return {
    page,
    pageIndex,
    setPageIndex,
    searchText,
    setSearchText,
    filters,
    setFilter: (name: keyof TicketFilters, value: string) => {
      setFilters((current) => ({ ...current, [name]: value }))
      setPageIndex(0)
    },
    clear: () => {
      setFilters(noFilters)
      setSearchText('')
      setPageIndex(0)
    },
    filtered: debounced !== '' || Object.values(filters).some(Boolean),
  }
}
