import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider, type PaydeckErrorReport, type PaydeckEvent } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { NotificationsBell } from './notifications-bell'

async function signedIn(email: string) {
  const { paydeck } = await inMemoryClient(email)
  await paydeck.session.loadUserContext()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>
      <UiProvider timeZone="Europe/Stockholm">{children}</UiProvider>
    </PaydeckProvider>
  )
  return { wrapper }
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ })
const unreadOf = () => Number(/(\d+) unread/.exec(bell().getAttribute('aria-label') ?? '')?.[1] ?? 0)

describe('NotificationsBell', () => {
  it('shows the unread count, and the panel keeps it right as items are read and deleted', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    render(<NotificationsBell />, { wrapper })
    await waitFor(() => expect(unreadOf()).toBeGreaterThan(0))
    const unread = unreadOf()
    // The documented part names a host styles with ::part() (elementParts of @paydeck/ui).
    expect(bell().querySelector('[part="badge"]')).toHaveTextContent(String(unread > 99 ? '99+' : unread))
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(panel).toHaveAttribute('part', 'panel')
    expect(panel.querySelector('[part="header"]')).toHaveTextContent('Notifications')
    const list = within(panel).getByRole('list', { name: 'Notifications' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(within(list).getAllByRole('button', { name: 'Mark as read' })[0]!)
    await waitFor(() => expect(unreadOf()).toBe(unread - 1))
    const firstUnread = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(/Unread/))!
    await userEvent.click(within(firstUnread).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(unreadOf()).toBe(unread - 2))
    expect(within(list).getAllByRole('listitem')).toHaveLength(9)
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'))
  })

  it('asks for the first page once when another element loads the user after the bell has asked', async () => {
    const { paydeck, sent } = await inMemoryClient('merchant@sandbox.test')
    render(
      <PaydeckProvider paydeck={paydeck}>
        <UiProvider timeZone="Europe/Stockholm">
          <NotificationsBell />
        </UiProvider>
      </PaydeckProvider>,
    )
    await waitFor(() => expect(unreadOf()).toBeGreaterThan(0))
    // The ticket list beside it on a page loads the user; the bell keeps what it has.
    await paydeck.session.loadUserContext()
    await userEvent.click(bell())
    await screen.findByRole('dialog', { name: 'Notifications' })
    const firstPages = sent.filter((request) => /in-app-notifications\?pageIndex=0&pageSize=10$/.test(request.url))
    expect(firstPages).toHaveLength(1)
  })

  it('says when it first shows its count, and what failed when the server cannot be reached', async () => {
    const events: PaydeckEvent[] = []
    const reports: PaydeckErrorReport[] = []
    const observability = {
      onEvent: (event: PaydeckEvent) => events.push(event),
      onError: (r: PaydeckErrorReport) => reports.push(r),
    }
    const { paydeck } = await inMemoryClient('merchant@sandbox.test', { observability })
    const onReady = vi.fn()
    const onError = vi.fn()
    const view = render(
      <PaydeckProvider paydeck={paydeck}>
        <UiProvider timeZone="Europe/Stockholm">
          <NotificationsBell onReady={onReady} onError={onError} />
        </UiProvider>
      </PaydeckProvider>,
    )
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ widget: 'notifications-bell' }))
    expect(events).toContainEqual(expect.objectContaining({ type: 'ready', widget: 'notifications-bell' }))
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'api-call', call: 'GET /v1/api/in-app-notifications', status: 200 }),
    )
    expect(onError).not.toHaveBeenCalled()
    view.unmount()

    const { paydeck: offline } = await inMemoryClient('merchant@sandbox.test', {
      observability,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    render(
      <PaydeckProvider paydeck={offline}>
        <UiProvider timeZone="Europe/Stockholm">
          <NotificationsBell onError={onError} />
        </UiProvider>
      </PaydeckProvider>,
    )
    await waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 10_000 })
    expect(onError.mock.calls[0]![0]).toMatchObject({ kind: 'network', retryable: true, status: null })
    // Said once, though the user's context failed the same way, and said in the bell's box.
    expect(onError).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: /^Notifications \(not up to date: / })).toBeInTheDocument()
    expect(reports).toContainEqual(
      expect.objectContaining({ source: 'widget', widget: 'notifications-bell', kind: 'network' }),
    )
  })

  it('hands a proposal notification to the app with the proposal’s id', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    const onOpenDocument = vi.fn()
    render(<NotificationsBell onOpenDocument={onOpenDocument} />, { wrapper })
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await userEvent.click((await within(panel).findAllByRole('button', { name: /New proposal from/ }))[0]!)
    await waitFor(() =>
      expect(onOpenDocument).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'Proposal', id: expect.any(Number) }),
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('follows another notification’s address through navigate', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    const navigate = vi.fn()
    render(<NotificationsBell navigate={navigate} />, { wrapper })
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await userEvent.click(await within(panel).findByRole('button', { name: /Transaction velocity alert/ }))
    expect(navigate).toHaveBeenCalledWith('/transaction-management')
  })

  it('shows a notification whose page the app cannot open as text, not as a link to a dead end', async () => {
    const { wrapper } = await signedIn('merchant@sandbox.test')
    const navigate = vi.fn()
    render(<NotificationsBell navigate={navigate} canOpen={(url) => url !== '/transaction-management'} />, {
      wrapper,
    })
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    const alert = await within(panel).findByText('Transaction velocity alert')
    expect(alert.closest('button')).toBeNull()
    await userEvent.click(alert)
    expect(navigate).not.toHaveBeenCalled()
    // Its own actions stay: it can still be marked read or deleted.
    expect(within(alert.closest('li')!).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })
})

describe('the panel', () => {
  it('opens with focus on Close, so an Enter does not mark everything read', async () => {
    const { paydeck } = await inMemoryClient('merchant@sandbox.test')
    render(
      <PaydeckProvider paydeck={paydeck}>
        <UiProvider>
          <NotificationsBell />
        </UiProvider>
      </PaydeckProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus()
  })
})
