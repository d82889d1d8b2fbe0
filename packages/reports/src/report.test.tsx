import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { dayIn, lastDaysIn } from '@paydeck/core/time'
import { Report } from './report'

async function signedIn(email: string) {
  const client = await inMemoryClient(email)
  await client.paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={client.paydeck}>
      <UiProvider timeZone="Europe/Istanbul">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { ...client, wrapper }
}

const day = (daysAgo: number) =>
  `${new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`

describe('Report', () => {
  it(
    'asks for the filters first, then shows the server’s rows and totals in the user’s zone',
    { timeout: 20_000 },
    async () => {
      const { wrapper, sent } = await signedIn('tenant@sandbox.test')
      const { unmount } = render(<Report reportId="transactions-daily" />, { wrapper })
      expect(await screen.findByText('Choose the filters, then run the report.')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Run report' }))
      expect(await screen.findByText('Choose the period of the report.')).toBeInTheDocument()
      unmount()

      render(<Report reportId="transactions-daily" search={{ filters: { from: day(29), to: day(0) } }} />, { wrapper })
      const table = await screen.findByRole('table', { name: 'Transactions daily' })
      expect(await within(table).findAllByRole('row')).not.toHaveLength(1)
      expect(await screen.findByLabelText('Totals of the filtered rows')).toHaveTextContent(/Payments: [\d,]+/)
      const asked = sent
        .filter((request) => request.url.includes('/report-v2/reports/transactions-daily/results'))
        .at(-1)!
      expect(JSON.parse(await asked.clone().text())).toMatchObject({ timeZone: 'Europe/Istanbul', pageIndex: 0 })
      // Each totals line names its currency; the export says how many rows it will hold.
      const totals = screen.getByLabelText('Totals of the filtered rows')
      expect(
        within(totals)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toContain('EUR')
      expect(screen.getByRole('button', { name: /^Export [\d,]+ rows$/ })).toBeInTheDocument()

      // UTC on request: the next page is computed there, and the screen says so.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show times in' }), 'UTC')
      expect(await screen.findByText('Times in UTC')).toBeInTheDocument()
      await waitFor(async () => {
        const last = sent.filter((request) => request.url.includes('/transactions-daily/results')).at(-1)!
        expect(JSON.parse(await last.clone().text())).toMatchObject({ timeZone: 'UTC', pageIndex: 0 })
      })
    },
  )

  it('runs "Last 7 days" as the time model does: today and the six days before, in the user’s zone', async () => {
    const { wrapper, sent } = await signedIn('tenant@sandbox.test')
    render(<Report reportId="transactions-daily" />, { wrapper })
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }))
    await userEvent.click(screen.getByRole('button', { name: 'Run report' }))
    await screen.findByRole('table', { name: 'Transactions daily' })
    const asked = sent.filter((request) => request.url.includes('/transactions-daily/results')).at(-1)!
    const { filters } = JSON.parse(await asked.clone().text()) as { filters: { from: string; to: string } }
    const week = lastDaysIn(7, 'Europe/Istanbul')
    expect([filters.from.slice(0, 10), filters.to.slice(0, 10)]).toEqual([
      dayIn(week.from, 'Europe/Istanbul'),
      dayIn(week.to - 1, 'Europe/Istanbul'),
    ])
  })

  it('hides a column for this user and keeps it hidden the next time', { timeout: 20_000 }, async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    const search = { filters: { from: day(6), to: day(0) } }
    const first = render(<Report reportId="transactions-summary" search={search} />, { wrapper })
    const table = await screen.findByRole('table', { name: 'Transactions summary' })
    expect(within(table).getByRole('columnheader', { name: /Refunded/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Refunded' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Columns saved')
    expect(within(table).queryByRole('columnheader', { name: /Refunded/ })).not.toBeInTheDocument()
    first.unmount()
    // Saved on the server for this user: a new screen starts without it.
    render(<Report reportId="transactions-summary" search={search} />, { wrapper })
    const reopened = await screen.findByRole('table', { name: 'Transactions summary' })
    expect(await within(reopened).findByRole('columnheader', { name: /Net volume/ })).toBeInTheDocument()
    expect(within(reopened).queryByRole('columnheader', { name: /Refunded/ })).not.toBeInTheDocument()
  })

  it(
    'sends the selected missed webhooks again, and they leave the list of missed ones',
    { timeout: 20_000 },
    async () => {
      const { wrapper } = await signedIn('tenant@sandbox.test')
      render(<Report reportId="resend-webhooks" search={{ filters: { from: day(30), to: day(0) } }} />, { wrapper })
      const table = await screen.findByRole('table', { name: 'Resend webhooks' })
      const send = screen.getByRole('button', { name: 'Send again (0)' })
      expect(send).toBeDisabled()
      const boxes = await within(table).findAllByRole('checkbox', { name: /^Select \d+$/ })
      const eventId = boxes[0]!.getAttribute('aria-label')!.replace('Select ', '')
      await userEvent.click(boxes[0]!)
      await userEvent.click(screen.getByRole('button', { name: 'Send again (1)' }))
      expect(await screen.findByText('Sent again: 1. Not done: 0.')).toBeInTheDocument()
      // Delivered now: it is no longer among the missed ones, and the selection is empty again.
      await waitFor(() =>
        expect(within(table).queryByRole('checkbox', { name: `Select ${eventId}` })).not.toBeInTheDocument(),
      )
      expect(screen.getByRole('button', { name: 'Send again (0)' })).toBeDisabled()
    },
  )

  it('offers no row action to a user who may not do it', { timeout: 20_000 }, async () => {
    const { wrapper } = await signedIn('analyst@sandbox.test')
    render(<Report reportId="resend-webhooks" search={{ filters: { from: day(30), to: day(0) } }} />, { wrapper })
    const table = await screen.findByRole('table', { name: 'Resend webhooks' })
    await within(table).findAllByRole('row')
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument()
  })

  it('says when the sandbox has no data for a report', async () => {
    const { wrapper } = await signedIn('tenant@sandbox.test')
    render(<Report reportId="pmp-configuration-report" />, { wrapper })
    expect(await screen.findByText(/holds no payment-method-provider configuration/)).toBeInTheDocument()
  })
})
