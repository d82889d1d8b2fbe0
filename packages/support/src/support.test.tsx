import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { fetchTicket } from '@paydeck/core/support'
import { PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { LabelsManager } from './labels/labels-manager'
import { SupportButton } from './ticket-form/support-button'
import { TicketList } from './ticket-list/ticket-list'
import { TicketView } from './ticket-view/ticket-view'

async function signedIn(email: string) {
  const { paydeck, sandbox } = await inMemoryClient(email)
  await paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>
      <UiProvider timeZone="Europe/Stockholm">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { paydeck, sandbox, wrapper }
}

describe('SupportButton', () => {
  it('keeps Send disabled while the category is missing, whatever else is written', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    render(<SupportButton />, { wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }))
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' })
    await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Payout missing')
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'Friday payout did not arrive.')
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.clear(within(dialog).getByLabelText(/Subject/))
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument()
  })

  it('offers Customers in Expand fields to tenant staff only', async () => {
    const merchant = await signedIn('merchant@sandbox.test')
    const { unmount } = render(<SupportButton />, { wrapper: merchant.wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Expand fields' }))
    expect(await screen.findByRole('checkbox', { name: 'Transactions' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Customers' })).not.toBeInTheDocument()
    unmount()
    const tenant = await signedIn('tenant@sandbox.test')
    render(<SupportButton />, { wrapper: tenant.wrapper })
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Expand fields' }))
    expect(await screen.findByRole('checkbox', { name: 'Customers' })).toBeInTheDocument()
  })
})

describe('TicketList', () => {
  it('lists a merchant’s own tickets and narrows them by search after the pause', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    render(<TicketList />, { wrapper })
    expect(await screen.findByRole('button', { name: /Refund not received/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Webhook signature fails/ })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Search tickets'), 'webhook')
    await waitFor(() => expect(screen.queryByRole('button', { name: /Refund not received/ })).not.toBeInTheDocument(), {
      timeout: 2_000,
    })
    expect(screen.getByRole('button', { name: /Webhook signature fails/ })).toBeInTheDocument()
  })
})

describe('TicketView', () => {
  it('shows every item the merchant may see, and never the tenant’s internal comment', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    render(<TicketView ticketId={1} />, { wrapper })
    expect(await screen.findByText('The cardholder called again this morning.')).toBeInTheDocument()
    expect(screen.getByText('Elif Kaya assigned the ticket to Daniel Okafor')).toBeInTheDocument()
    expect(screen.getByText('Elif Kaya set the priority to High')).toBeInTheDocument()
    expect(screen.getByText('Daniel Okafor invited disputes@acquirer.example')).toBeInTheDocument()
    expect(screen.queryByText(/ARN requested/)).not.toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Comment' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('img', { name: 'Internal comment' })).not.toBeInTheDocument()
  })

  it('posts a reply, empties the box and marks the other side’s comments read', async () => {
    const { paydeck, wrapper } = await signedIn('merchant@sandbox.test')
    render(<TicketView ticketId={1} />, { wrapper })
    // By its role: the thread's comment icons are labelled Comment too, and may draw before the lazy composer.
    const box = await screen.findByRole('textbox', { name: 'Comment' })
    await userEvent.type(box, 'Any news?')
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Any news?')).toBeInTheDocument()
    expect(box).toHaveValue('')
    expect((await fetchTicket(paydeck.http, 1)).unreadComments).toBe(0)
  })

  it('lets the tenant close and reopen a merchant’s ticket', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<TicketView ticketId={1} />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'Close ticket' }))
    expect(await screen.findByText('Elif Kaya closed the ticket')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }))
    expect(await screen.findByText('Elif Kaya reopened the ticket')).toBeInTheDocument()
    expect(screen.getByText('Acquirer shows the refund as sent; ARN requested.')).toBeInTheDocument()
  })
})

describe('the platform’s records', () => {
  it('shows and saves the three times in the user’s time zone, not the browser’s', async () => {
    const { paydeck, wrapper } = await signedIn('platform@sandbox.test')
    render(<TicketView ticketId={3} />, { wrapper })
    const response = await screen.findByLabelText(/^Response/, {}, { timeout: 5000 })
    expect(screen.getAllByText('In your time zone (Europe/Stockholm)')).toHaveLength(3)
    await userEvent.clear(response)
    await userEvent.type(response, '2026-11-21T00:30')
    await userEvent.tab()
    // 00:30 in Stockholm (UTC+1 in November) is 23:30 UTC the day before.
    await waitFor(async () =>
      expect((await fetchTicket(paydeck.http, 3)).platform?.responseDateTime).toBe('2026-11-20T23:30:00.000Z'),
    )
  })
})

describe('LabelsManager', () => {
  it('refuses a default name, creates a label, offers no edit for defaults and deletes with the 2 s message', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<LabelsManager />, { wrapper })
    await screen.findByRole('list', { name: 'Labels' })
    expect(screen.queryByRole('button', { name: 'Edit label Pending' })).not.toBeInTheDocument()
    const name = await screen.findByLabelText(/Name/)
    await userEvent.type(name, 'Done')
    await userEvent.click(screen.getByRole('button', { name: 'New label' }))
    expect(await screen.findByText('Done is one of the default labels; choose another name.')).toBeInTheDocument()
    await userEvent.clear(name)
    await userEvent.type(name, 'Chargeback!')
    await userEvent.tab()
    expect(await screen.findByText('This field is required and must be alphanumeric.')).toBeInTheDocument()
    await userEvent.clear(name)
    await userEvent.type(name, 'Waiting on bank')
    await userEvent.click(screen.getByRole('button', { name: 'New label' }))
    expect(await screen.findByRole('button', { name: 'Edit label Waiting on bank' })).toBeInTheDocument()
    expect(name).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Delete label Waiting on bank' }))
    expect((await screen.findByText('Label deleted successfully')).closest('[role=status]')).not.toBeNull()
  })
})
