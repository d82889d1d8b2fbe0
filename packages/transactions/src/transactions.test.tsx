import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider, queryClientFor } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { TransactionLookup } from './lookup/transaction-lookup'
import type { LookupSearch } from './lookup/search-schema'
import { transactionKeys } from './shared/transaction-queries'

async function signedIn(email: string, beforeAnswer?: (request: Request) => Promise<void> | void) {
  const client = await inMemoryClient(email, {}, beforeAnswer)
  await client.paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={client.paydeck}>
      <UiProvider timeZone="Europe/Istanbul">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { ...client, wrapper }
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('TransactionLookup', () => {
  it(
    'shows a merchant its own transactions of the last 30 days, paged by the API, with totals',
    { timeout: 20_000 },
    async () => {
      const { wrapper, sent } = await signedIn('merchant@sandbox.test')
      render(<TransactionLookup search={{ range: 'last30' }} onSearchChange={() => undefined} />, { wrapper })
      expect(await screen.findAllByRole('button', { name: /, transaction ORD-/ }, { timeout: 5000 })).not.toHaveLength(
        0,
      )
      expect(screen.queryByRole('columnheader', { name: 'Merchant' })).not.toBeInTheDocument()
      expect(await screen.findByText(/^\d[\d,]* transactions$/)).toBeInTheDocument()
      const list = sent.find((request) => request.url.includes('/api/transactions?'))!
      expect(new URL(list.url).searchParams.get('PageSize')).toBe('20')
      expect(rows().length).toBeGreaterThan(0)
    },
  )

  it('shows the rows and the totals above them together on a first load, so neither pushes the other down', async () => {
    let answerTotals = () => {}
    const totalsHeld = new Promise<void>((resolve) => (answerTotals = resolve))
    const { wrapper, paydeck } = await signedIn('merchant@sandbox.test', (request) =>
      request.url.includes('/totals') ? totalsHeld : undefined,
    )
    render(<TransactionLookup search={{ range: 'last30' }} onSearchChange={() => undefined} />, { wrapper })
    // The page of rows is in, the totals are not: the rows wait, shown as loading.
    const pages = () => queryClientFor(paydeck).getQueryCache().findAll({ queryKey: transactionKeys.pages() })
    await waitFor(() => expect(pages().map((query) => query.state.status)).toEqual(['success']))
    expect(within(screen.getByRole('table')).getByText(/^Loading/)).toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /, transaction ORD-/ })).toHaveLength(0)
    answerTotals()
    await screen.findAllByRole('button', { name: /, transaction ORD-/ })
    expect(screen.getByText(/^\d[\d,]* transactions$/)).toBeInTheDocument()
  })

  it('keeps the search in the host’s hands: a status chosen becomes a chip, and removing it asks again', async () => {
    const { wrapper, sent } = await signedIn('tenant@sandbox.test')
    let search: LookupSearch = { range: 'last30', status: 'Declined' }
    const { rerender } = render(<TransactionLookup search={search} onSearchChange={(next) => (search = next)} />, {
      wrapper,
    })
    await screen.findAllByRole('button', { name: /, transaction ORD-/ }, { timeout: 5000 })
    for (const row of rows()) expect(within(row).getByText('Declined')).toBeInTheDocument()
    const chips = screen.getByRole('list', { name: 'Active filters' })
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Status: Declined' }))
    expect(search.status).toBeUndefined()
    rerender(<TransactionLookup search={search} onSearchChange={(next) => (search = next)} />)
    const lists = () => sent.filter((request) => request.url.includes('/api/crm/transactions?'))
    await waitFor(() => expect(new URL(lists().at(-1)!.url).searchParams.has('status')).toBe(false))
    expect(screen.queryByRole('button', { name: 'Remove filter Status: Declined' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove filter Date range: Last 30 days' })).toBeInTheDocument()
  })

  it('asks platform staff for a tenant before anything is looked up', async () => {
    const { wrapper, sent } = await signedIn('platform@sandbox.test')
    render(<TransactionLookup />, { wrapper })
    expect(await screen.findByText('Choose the tenant whose transactions you want to see.')).toBeInTheDocument()
    await waitFor(() => expect(sent.some((request) => request.url.includes('/tenants'))).toBe(true))
    expect(sent.some((request) => request.url.includes('/transactions/platform'))).toBe(false)
  })
})
