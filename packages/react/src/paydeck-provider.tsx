import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Paydeck } from '@paydeck/core'

export interface PaydeckContextValue {
  paydeck: Paydeck
  queryClient: QueryClient
  locale: string
}

const PaydeckContext = createContext<PaydeckContextValue | null>(null)

// One cache per Paydeck instance: two widgets on one page that share a client share its cache too.
const queryClients = new WeakMap<Paydeck, QueryClient>()

export function queryClientFor(paydeck: Paydeck): QueryClient {
  let client = queryClients.get(paydeck)
  if (!client) {
    client = new QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
    })
    queryClients.set(paydeck, client)
  }
  return client
}

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
