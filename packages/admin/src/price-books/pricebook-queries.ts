import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  fetchFeeTypeDetails,
  fetchPricebook,
  fetchPricebookPage,
  fetchPricebookProducts,
  removePricebook,
  type PricebookFilterType,
  type PricebookProduct,
} from '@paydeck/core/pricebooks'
import type { HttpClient } from '@paydeck/core'
import { usePaydeck } from '@paydeck/react'

export const BOOKS_PAGE_SIZE = 20

export const bookKeys = {
  all: ['paydeck', 'pricebooks'] as const,
  page: (pageIndex: number, filterType: PricebookFilterType) =>
    [...bookKeys.all, 'page', pageIndex, filterType] as const,
  info: (id: number) => [...bookKeys.all, 'info', id] as const,
  products: (id: number) => [...bookKeys.all, 'products', id] as const,
  feeTypes: () => [...bookKeys.all, 'fee-types'] as const,
}

export function useBookPage(pageIndex: number, filterType: PricebookFilterType) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: bookKeys.page(pageIndex, filterType),
    queryFn: ({ signal }) =>
      fetchPricebookPage(paydeck.http, { pageIndex, pageSize: BOOKS_PAGE_SIZE, filterType }, signal),
    placeholderData: keepPreviousData,
  })
}

export function useBook(id: number | null) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: bookKeys.info(id ?? 0),
    queryFn: ({ signal }) => fetchPricebook(paydeck.http, id!, signal),
    enabled: id !== null,
  })
}

export function useProducts(id: number) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: bookKeys.products(id),
    queryFn: ({ signal }) => fetchPricebookProducts(paydeck.http, id, signal),
  })
}

export function useFeeTypes() {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: bookKeys.feeTypes(),
    queryFn: ({ signal }) => fetchFeeTypeDetails(paydeck.http, signal),
    staleTime: Infinity,
  })
}

/** A price book's deletion: every list and summary of books is asked again. */
export function useBookRemoval() {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => removePricebook(paydeck.http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  })
}

/** A change to a price book's products or fees: the products it answers with replace the cached ones. */
export function useProductsChange<T>(
  bookId: number,
  change: (http: HttpClient, input: T) => Promise<PricebookProduct[]>,
) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: T) => change(paydeck.http, input),
    onSuccess: (products) => {
      queryClient.setQueryData(bookKeys.products(bookId), products)
      // Not awaited: the form that changed the products clears in the same render that shows them, so nothing
      // typed into it meanwhile is wiped when the book's summaries come back.
      void queryClient.invalidateQueries({
        queryKey: bookKeys.all,
        predicate: (query) => query.queryKey[1] !== 'products',
      })
    },
  })
}
