import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UiProvider } from '@paydeck/ui'
import { RoleChangeText } from './role-change-text'

const change = {
  renamedFrom: 'Desk',
  added: ['CRM.Transaction.Actions.Refund'],
  removed: [],
  codeAdded: ['CRM.Transaction.Actions.Refund'],
  codeRemoved: [],
}

describe('a role’s change in the audit', () => {
  it('names each permission in the reader’s words, with its code beside it', () => {
    render(
      <UiProvider locale="en">
        <RoleChangeText change={change} />
      </UiProvider>,
    )
    expect(screen.getByText('Renamed from Desk')).toBeTruthy()
    const added = screen.getByText('Added:').closest('div')!
    expect(added.textContent).toMatch(/^Added: Refund payments? \(CRM\.Transaction\.Actions\.Refund\)$/)
    expect(screen.queryByText('Removed:')).toBeNull()
  })

  it('words them in Turkish on a Turkish screen', async () => {
    render(
      <UiProvider locale="tr">
        <RoleChangeText change={change} />
      </UiProvider>,
    )
    const added = (await screen.findByText('Eklenen:')).closest('div')!
    expect(added.textContent).not.toMatch(/Refund payment/)
    expect(added.textContent).toContain('(CRM.Transaction.Actions.Refund)')
  })
})
