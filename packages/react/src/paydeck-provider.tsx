import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { Paydeck } from '@paydeck/core'

export interface PaydeckContextValue {
  paydeck: Paydeck
  queryClient: QueryClient
  locale: string
}

const PaydeckContext = createContext<PaydeckContextValue | null>(null)

/** The instance's own cache: two widgets on one page that share a client share its cache too. */
export const queryClientFor = (paydeck: Paydeck): QueryClient => paydeck.queryClient

export interface PaydeckProviderProps {
  paydeck: Paydeck
  /** Overrides the instance's locale for this tree. */
  locale?: string
  children: ReactNode
}

/** Hands one Paydeck instance (client, cache, locale) to the components below; it creates nothing itself. */
export function PaydeckProvider({ paydeck, locale, children }: PaydeckProviderProps) {
  const queryClient = queryClientFor(paydeck)
  useEffect(() => {
    queryClient.mount()
    return () => queryClient.unmount()
  }, [queryClient])
  return (
    <PaydeckContext.Provider value={{ paydeck, queryClient, locale: locale ?? paydeck.locale }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PaydeckContext.Provider>
  )
}

export function usePaydeckContext(): PaydeckContextValue {
  const value = useContext(PaydeckContext)
  if (!value) {
    throw new Error(
      'usePaydeck() was called outside <PaydeckProvider>: wrap the tree in <PaydeckProvider paydeck={…}>.',
    )
  }
  return value
}

export function usePaydeck(): Paydeck {
  return usePaydeckContext().paydeck
}

export function useLocale(): string {
  return usePaydeckContext().locale
}
