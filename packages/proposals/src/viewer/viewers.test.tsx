import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider } from '@paydeck/react'
import { respondToProposal } from '@paydeck/core/proposals'
import { PRINT_FRAME_ATTRIBUTE } from '../print/print-document'
import { UiProvider } from '@paydeck/ui'
import { AgreementViewer, ProposalViewer } from './viewers'

async function asMerchant() {
  const { paydeck } = await inMemoryClient('merchant@sandbox.test')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>
      <UiProvider timeZone="Europe/Stockholm">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { wrapper, paydeck }
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
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith({ id: 1 }))
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

  it('keeps the viewer open with the reason when the answer is refused, and shows the state it is in', async () => {
    const { wrapper, paydeck } = await asMerchant()
    const onOpenChange = vi.fn()
    render(<ProposalViewer id={1} open onOpenChange={onOpenChange} />, { wrapper })
    const accept = await screen.findByRole('button', { name: 'Accept' })
    // Answered meanwhile, in another tab.
    await respondToProposal(paydeck.http, 1, { response: 'Rejected', rejectReason: 'Answered elsewhere' })
    await userEvent.click(accept)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This proposal is already Rejected; only a proposal that is PendingApproval can be answered.',
    )
    expect(onOpenChange).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument())
    expect(screen.getByText('Answered elsewhere')).toBeInTheDocument()
  })

  it('prints the content alone, from a frame that runs no script', async () => {
    const { wrapper } = await asMerchant()
    render(<ProposalViewer id={4} open onOpenChange={() => undefined} />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }))
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[${PRINT_FRAME_ATTRIBUTE}]`)!
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts')
    const page = new DOMParser().parseFromString(frame.srcdoc, 'text/html')
    expect(page.querySelector('h1')?.textContent).toBe('Proposal · Acme Coffee Ltd')
    expect(page.body.textContent).toContain('Boarding fee')
    expect(page.querySelectorAll('button, script')).toHaveLength(0)
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
