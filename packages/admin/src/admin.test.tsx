import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider } from '@paydeck/react'
import { ScreenHeadingLevel, UiProvider } from '@paydeck/ui'
import { PriceBooks, ReferenceList, Roles } from './index'

async function signedIn(email: string, level?: 1 | 2) {
  const { paydeck, sent } = await inMemoryClient(email)
  await paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>
      <UiProvider timeZone="Europe/Stockholm">
        {level ? <ScreenHeadingLevel.Provider value={level}>{children}</ScreenHeadingLevel.Provider> : children}
      </UiProvider>
    </PaydeckProvider>
  )
  return { paydeck, sent, wrapper }
}

describe('the setup screens as a package', () => {
  it('show the price books in a region named by their title, the first book opened, and say when they are ready', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    const onReady = vi.fn()
    render(<PriceBooks onReady={onReady} />, { wrapper })
    // The screen, and the card of its list inside it.
    const [region] = screen.getAllByRole('region', { name: 'Price books' })
    if (!region) throw new Error('no region')
    // On a page of its own (an element, a tenant's back-office) the screen's title is a section's.
    expect(within(region).getByRole('heading', { level: 2, name: 'Price books' })).toBeInTheDocument()
    expect(await within(region).findByRole('button', { name: 'Open the price book Standard 2026' })).toBeInTheDocument()
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ widget: 'price-books' }))
    expect(await screen.findByRole('heading', { name: 'Products and fees of Standard 2026' })).toBeInTheDocument()
  })

  it('give the title the level of the page they are shown on', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test', 1)
    render(<Roles type="crm" />, { wrapper })
    expect(screen.getByRole('heading', { level: 1, name: 'CRM roles' })).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Roles' })).toBeInTheDocument()
  })

  it('keep what was typed in a refused form, with the refusal beside the field', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<PriceBooks />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'New price book' }))
    const dialog = await screen.findByRole('dialog', { name: 'New price book' })
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'For cafés that take cards only')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create price book' }))
    expect(await within(dialog).findByText('Name the price book.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('For cafés that take cards only')
  })

  it('search the reference data by the server, and say when nothing matches', async () => {
    const { wrapper } = await signedIn('platform@sandbox.test')
    render(<ReferenceList kind="currencies" />, { wrapper })
    expect(await screen.findByRole('cell', { name: 'Albanian Lek' })).toBeInTheDocument()
    await userEvent.type(screen.getByRole('searchbox'), 'eur')
    expect(await screen.findByRole('cell', { name: 'EUR' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Albanian Lek' })).toBeNull()
    await userEvent.type(screen.getByRole('searchbox'), 'zzzz')
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument()
  })

  it('tell a user whose role does not give them a screen so, offering nothing and asking nothing of the server', async () => {
    // Price books are a tenant's: platform staff may not call them, as the sandbox enforces.
    const { sent, wrapper } = await signedIn('platform@sandbox.test')
    const onReady = vi.fn()
    render(<PriceBooks onReady={onReady} />, { wrapper })
    const region = screen.getByRole('region', { name: 'Price books' })
    expect(within(region).getByRole('status')).toHaveTextContent('Your role does not give you this screen.')
    expect(within(region).queryByRole('button')).toBeNull()
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ widget: 'price-books' }))
    expect(sent.map((request) => new URL(request.url).pathname).filter((path) => path.includes('pricebooks'))).toEqual(
      [],
    )
  })
})
