import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'

const items = ['Lead', 'Proposal', 'Won'].map((name, index) => ({
  id: index + 1,
  label: name,
  content: <span>{name}</span>,
}))
const handleOf = (item: string) => screen.getByRole('button', { name: new RegExp(item) })

/** The list as a page first gets it: its drag not loaded yet. */
async function freshSortableList() {
  vi.resetModules()
  return (await import('./sortable-list')).SortableList
}

describe('SortableList', () => {
  it('shows its rows at once, and its handles become draggable as the drag loads', async () => {
    const SortableList = await freshSortableList()
    render(<SortableList label="Stages" items={items} onReorder={vi.fn()} />)
    expect(screen.getByRole('list', { name: 'Stages' })).toHaveTextContent('LeadProposalWon')
    expect(handleOf('Lead')).not.toHaveAttribute('aria-roledescription')
    await waitFor(() => expect(handleOf('Lead')).toHaveAttribute('aria-roledescription', 'sortable'))
    expect(screen.getByRole('list', { name: 'Stages' })).toHaveTextContent('LeadProposalWon')
  })

  it('keeps the focus on the handle a user reached before the drag loaded', async () => {
    const SortableList = await freshSortableList()
    render(<SortableList label="Stages" items={items} onReorder={vi.fn()} />)
    handleOf('Proposal').focus()
    await waitFor(() => expect(handleOf('Proposal')).toHaveAttribute('aria-roledescription', 'sortable'))
    expect(handleOf('Proposal')).toHaveFocus()
  })
})
