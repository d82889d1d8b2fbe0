import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ScaDialog } from './sca-dialog'

describe('ScaDialog', () => {
  it('takes a pasted code stripped to its six digits and sends it', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn(async () => null)
    render(<ScaDialog action="Save the role Desk" onConfirm={onConfirm} onClose={() => {}} />)
    const field = screen.getByLabelText(/Six-digit code/)
    await user.click(field)
    await user.paste('123 456')
    expect(field).toHaveValue('123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledWith('123456')
  })

  it('says a short code and a refused one, stays open, and empties the field for the next code', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn(async () => 'This code has already been used.')
    render(<ScaDialog action="Save" onConfirm={onConfirm} onClose={() => {}} />)
    const field = screen.getByLabelText(/Six-digit code/)
    await user.type(field, '123')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(screen.getByText('Enter the six digits your app shows.')).toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    await user.type(field, '456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('This code has already been used.')).toBeInTheDocument()
    expect(field).toHaveValue('')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
