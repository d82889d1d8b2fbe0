import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChecklistSelect } from './checklist-select'

const statuses = [
  { value: 'Captured', label: 'Captured' },
  { value: 'Declined', label: 'Declined' },
  { value: 'Refunded', label: 'Refunded' },
]

function Harness() {
  const [value, setValue] = useState<string[]>([])
  return <ChecklistSelect label="Status" options={statuses} value={value} onValueChange={setValue} />
}

describe('ChecklistSelect', () => {
  it('says what is chosen on its button: any, the one, or how many', async () => {
    render(<Harness />)
    const button = screen.getByRole('button', { name: 'Status Any' })
    const group = screen.getByRole('group', { name: 'Status', hidden: true })
    expect(button).toHaveAttribute('aria-controls', group.id)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Declined', hidden: true }))
    expect(screen.getByRole('button', { name: 'Status Declined' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Refunded', hidden: true }))
    expect(screen.getByRole('button', { name: 'Status 2 chosen' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear', hidden: true }))
    expect(screen.getByRole('button', { name: 'Status Any' })).toBeInTheDocument()
  })

  it('offers a filter box once the list is long, and says when nothing matches', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ value: `m${i}`, label: `Merchant ${i}` }))
    render(<ChecklistSelect label="Merchant" options={many} value={[]} onValueChange={() => undefined} />)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Merchant', hidden: true }), 'zzz')
    expect(screen.getByText('No matches')).toBeInTheDocument()
  })
})
