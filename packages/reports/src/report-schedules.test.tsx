import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { ReportSchedules } from './report-schedules'

async function signedIn(email: string) {
  const client = await inMemoryClient(email)
  await client.paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={client.paydeck}>
      <UiProvider timeZone="Europe/London">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { ...client, wrapper }
}

describe('ReportSchedules', () => {
  it('sets up a customer’s automated reports, says what is missing, and pauses them', { timeout: 20_000 }, async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<ReportSchedules />, { wrapper })
    const customer = await screen.findByLabelText('Customer')
    await screen.findByRole('option', { name: 'Acme Coffee Ltd' })
    await userEvent.selectOptions(customer, 'Acme Coffee Ltd')
    const form = await screen.findByRole('form', { name: 'Automated reports of the customer' })
    expect(within(form).getByText('No automated reports yet: choose them and save.')).toBeInTheDocument()
    // The merchant's own zone is offered beside the user's and UTC.
    const zones = within(within(form).getByRole('combobox', { name: 'Time zone' })).getAllByRole('option')
    expect(zones.map((option) => option.textContent)).toEqual([
      'My zone (Europe/London)',
      'UTC',
      'Merchant’s zone (Europe/Stockholm)',
    ])

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Choose at least one report.')).toBeInTheDocument()
    expect(within(form).getByText('Choose at least one recipient.')).toBeInTheDocument()

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Transactions daily' }))
    await userEvent.click(within(form).getByRole('checkbox', { name: /Maya Lindqvist/ }))
    // What was chosen stays chosen, and the answered fields lose their messages.
    expect(within(form).queryByText('Choose at least one report.')).not.toBeInTheDocument()
    await userEvent.selectOptions(within(form).getByLabelText('How often'), 'Daily (the day before)')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Automated reports saved')).toBeInTheDocument()
    expect(within(form).getByText(/^Active: next generated/)).toBeInTheDocument()
    expect(within(form).getByRole('checkbox', { name: 'Transactions daily' })).toBeChecked()

    await userEvent.click(within(form).getByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Automated reports paused')).toBeInTheDocument()
    expect(within(form).getByText(/^Paused: nothing is generated/)).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Resume' })).toBeInTheDocument()
  })
})
