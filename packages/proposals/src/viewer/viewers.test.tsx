import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createSandbox } from '@paydeck/sandbox'
import { createPaydeck, memoryStorage, PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { AgreementViewer, ProposalViewer } from './viewers'

async function asMerchant() {
  const sandbox = createSandbox({ database: ':memory:' })
  const token = await sandbox.issueAccessToken('merchant@sandbox.test')
  const paydeck = createPaydeck({
    hosts: { api: 'http://localhost:4000/v1' },
    auth: { getAccessToken: () => token },
    storage: memoryStorage(),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>
      <UiProvider timeZone="Europe/Stockholm">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { wrapper }
}

describe('ProposalViewer', () => {
  it('shows the facts, the fees with two decimals, the entries by product and the body', async () => {
    const { wrapper } = await asMerchant()
    render(<ProposalViewer id={1} open onOpenChange={() => undefined} />, { wrapper })
    const dialog = await screen.findByRole('dialog', { name: 'View Proposal' })
    expect(await within(dialog).findByText('Acme Coffee Ltd')).toBeInTheDocument()
    expect(within(dialog).getByRole('row', { name: 'Boarding fee 149.00' })).toBeInTheDocument()
    expect(within(dialog).getByRole('table', { name: 'Card acquiring (Visa, Mastercard)' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Commercial proposal for Acme Coffee Ltd' })).toBeInTheDocument()
  })

  it('accepts, tells the host and closes', async () => {
    const { wrapper } = await asMerchant()
    const onAccept = vi.fn()
    const onOpenChange = vi.fn()
    render(<ProposalViewer id={1} open onOpenChange={onOpenChange} onAccept={onAccept} />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(1))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('rejects with the reason the reject dialog asks for', async () => {
    const { wrapper } = await asMerchant()
    const onReject = vi.fn()
    render(<ProposalViewer id={2} open onOpenChange={() => undefined} onReject={onReject} />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }))
    const reason = await screen.findByRole('dialog', { name: 'Reject' })
    await userEvent.type(within(reason).getByLabelText(/Reject reason/), 'Monthly minimum too high')
    await userEvent.click(within(reason).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onReject).toHaveBeenCalledWith({ id: 2, rejectReason: 'Monthly minimum too high' }))
  })

  it('offers no answer once it is answered', async () => {
    const { wrapper } = await asMerchant()
    render(<ProposalViewer id={3} open onOpenChange={() => undefined} />, { wrapper })
    const dialog = await screen.findByRole('dialog', { name: 'View Proposal' })
    expect(await within(dialog).findByText('The monthly minimum is too high for our volume.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })
})

describe('AgreementViewer', () => {
  it('says why it could not be loaded, with a way to try again', async () => {
    const { wrapper } = await asMerchant()
    render(<AgreementViewer id={999} open onOpenChange={() => undefined} />, { wrapper })
    expect(await screen.findByText('It could not be loaded: There is no agreement 999.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
