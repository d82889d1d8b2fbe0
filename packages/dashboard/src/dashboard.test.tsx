import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import type { DrillDown } from '@paydeck/core/dashboard'
import { Dashboard } from './dashboard'

async function signedIn(email: string) {
  const client = await inMemoryClient(email)
  await client.paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={client.paydeck}>
      <UiProvider timeZone="Europe/London">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { ...client, wrapper }
}

const widget = (name: string) => screen.findByRole('article', { name })

describe('Dashboard', () => {
  it('shows the role’s categories, each widget with the server’s figures', { timeout: 20_000 }, async () => {
    const { wrapper, sent } = await signedIn('tenant@sandbox.test')
    render(<Dashboard />, { wrapper })
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument()
    const payments = await widget('Payments')
    expect(await within(payments).findByText(/^[\d,]+$/)).toBeInTheDocument()
    expect(within(payments).getByText(/against the previous period/)).toBeInTheDocument()
    const rate = await widget('Success rate')
    expect(await within(rate).findByText(/^[\d.]+% approved$/)).toBeInTheDocument()
    // Each widget asks for its own figures with its id and source in the headers.
    const dataCalls = sent.filter((request) => request.url.includes('/dashboard/data/'))
    expect(dataCalls.length).toBeGreaterThan(5)
    expect(dataCalls.every((request) => request.headers.get('widgetId') && request.headers.get('endpointId'))).toBe(
      true,
    )
  })

  it('pages a table widget five rows at a time and links its rows where configured', { timeout: 20_000 }, async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    const visited: string[] = []
    render(<Dashboard onNavigate={(path) => visited.push(path)} />, { wrapper })
    const methods = await widget('Payment methods')
    const table = await within(methods).findByRole('table', { name: 'Payment methods' })
    await within(table).findAllByRole('cell')
    expect(within(table).getAllByRole('row')).toHaveLength(6)
    await userEvent.click(within(methods).getByRole('button', { name: 'Next page' }))
    expect(await within(methods).findByText(/^6–/)).toBeInTheDocument()
    const customers = await widget('Top customers')
    await userEvent.click(await within(customers).findByRole('link', { name: 'Acme Coffee Ltd' }))
    expect(visited).toEqual(['transaction-management/transaction-lookup?merchant=1'])
  })

  it('draws a pipeline as a funnel of its stages, and each element where it stands', { timeout: 20_000 }, async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<Dashboard />, { wrapper })
    const funnel = await widget('Merchant acquisition')
    const stages = await within(funnel).findByRole('list', { name: /^Merchant acquisition/ })
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' ')[0]),
    ).toEqual(['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Contract'])
    expect(within(funnel).getByText('Weighted by probability')).toBeInTheDocument()
    const moves = await widget('Latest pipeline moves')
    await within(moves).findAllByRole('cell')
    expect(within(moves).getAllByText(/^(Stage \d of 5: |Closed, )/)).toHaveLength(5)
  })

  it('gives a support agent the banner only, and a merchant no customers', { timeout: 20_000 }, async () => {
    const agent = await signedIn('agent@sandbox.test')
    const { unmount } = render(<Dashboard />, { wrapper: agent.wrapper })
    expect(await widget('Welcome')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Payments' })).not.toBeInTheDocument()
    unmount()
    const merchant = await signedIn('merchant@sandbox.test')
    render(<Dashboard />, { wrapper: merchant.wrapper })
    expect(await widget('Payments')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Top customers' })).not.toBeInTheDocument()
  })

  it(
    'opens the lookup on the slice or the figure clicked, and offers every chart as a table',
    { timeout: 20_000 },
    async () => {
      const { wrapper } = await signedIn('merchant@sandbox.test')
      const drills: DrillDown[] = []
      render(<Dashboard onDrillDown={(filters) => drills.push(filters)} />, { wrapper })
      const byStatus = await widget('By status')
      await userEvent.click(await within(byStatus).findByRole('button', { name: /^Captured: / }))
      expect(drills[0]).toMatchObject({ status: 'Captured', type: 'Sale,Authorisation' })
      expect(Date.parse(drills[0]!.to) - Date.parse(drills[0]!.from)).toBe(30 * 86_400_000)
      await userEvent.click(within(await widget('Payments')).getByRole('button', { name: 'See these payments' }))
      expect(drills[1]!.status).toBeUndefined()
      await userEvent.click(within(byStatus).getByText('Show the figures as a table'))
      const figures = within(byStatus).getByRole('table', { name: 'The figures of By status' })
      expect(within(figures).getByRole('cell', { name: 'Captured' })).toBeInTheDocument()
      // Statuses are the label layer's words, never their codes ("Partially refunded", not "PartiallyRefunded").
      const names = [...within(figures).getAllByRole('row')].slice(1).map((row) => row.firstChild?.textContent ?? '')
      expect(names.length).toBeGreaterThan(1)
      for (const name of names) expect(name).not.toMatch(/[a-z][A-Z]|_/)
      for (const entry of within(byStatus).getAllByRole('button', { name: /: / }))
        expect(entry.textContent).not.toMatch(/[a-z][A-Z]/)
      // Providers cannot be looked up by: their bars are not buttons.
      expect(screen.queryByRole('article', { name: 'Service providers' })).not.toBeInTheDocument()
    },
  )
})
