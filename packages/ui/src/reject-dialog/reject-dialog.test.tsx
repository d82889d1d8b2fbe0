import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RejectDialog, type RejectResult } from './reject-dialog'

function Harness({ onReject }: { onReject: (result: RejectResult) => void }) {
  const [open, setOpen] = useState(true)
  return <RejectDialog open={open} onOpenChange={setOpen} onReject={onReject} />
}

describe('RejectDialog', () => {
  it('keeps Save disabled until there is a reason, then sends it with Rejected', async () => {
    const user = userEvent.setup()
    const onReject = vi.fn()
    render(<Harness onReject={onReject} />)
    const save = await screen.findByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    const reason = screen.getByLabelText(/Reject reason/)
    await user.type(reason, '   ')
    await user.tab()
    expect(await screen.findByText('Reject reason is required')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await user.type(reason, 'Fees above the agreed pricebook')
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    await waitFor(() =>
      expect(onReject).toHaveBeenCalledWith({ response: 'Rejected', rejectReason: 'Fees above the agreed pricebook' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
