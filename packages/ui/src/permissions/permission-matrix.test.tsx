import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PermissionMatrix } from './permission-matrix'

const permissions = [
  { name: 'CRM.Transaction.Actions.Refund', family: 'Transaction' },
  { name: 'CRM.Transaction.View', family: 'Transaction' },
  { name: 'Reports.View', family: 'Reports' },
]

function Harness() {
  const [state, setState] = useState({ granted: ['Reports.View'], scaRequired: ['Reports.View'] })
  return (
    <>
      <PermissionMatrix
        permissions={permissions}
        granted={state.granted}
        scaRequired={state.scaRequired}
        saved={['Reports.View']}
        onChange={(granted, scaRequired) => setState({ granted, scaRequired })}
      />
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  )
}

describe('PermissionMatrix', () => {
  it('groups by family, marks a change, and drops the code of a permission taken away', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('group', { name: 'Transaction (0 of 2)' })).toBeInTheDocument()
    const refund = screen.getByRole('checkbox', { name: 'Grant CRM.Transaction.Actions.Refund' })
    expect(screen.getByRole('checkbox', { name: 'Ask a code for CRM.Transaction.Actions.Refund' })).toBeDisabled()
    await user.click(refund)
    expect(screen.getByRole('group', { name: 'Transaction (1 of 2)' })).toBeInTheDocument()
    const row = screen.getByRole('row', { name: /CRM\.Transaction\.Actions\.Refund/ })
    expect(within(row).getByText('to be added')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Grant Reports.View' }))
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      granted: ['CRM.Transaction.Actions.Refund'],
      scaRequired: [],
    })
  })

  it('shows words and a description where the host gives them, with the code kept small beneath', () => {
    render(
      <PermissionMatrix
        permissions={[
          {
            name: 'CRM.Transaction.Actions.Refund',
            family: 'Transaction',
            familyLabel: 'Transactions',
            label: 'Refund payments',
            description: 'Give a customer back all or part of a captured payment.',
          },
        ]}
        granted={[]}
        scaRequired={[]}
        onChange={() => {}}
      />,
    )
    expect(screen.getByRole('group', { name: 'Transactions (0 of 1)' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Grant Refund payments' })).toBeInTheDocument()
    const row = screen.getByRole('row', { name: /Refund payments/ })
    expect(row).toHaveTextContent('Give a customer back all or part of a captured payment.')
    expect(row).toHaveTextContent('CRM.Transaction.Actions.Refund')
  })
})
