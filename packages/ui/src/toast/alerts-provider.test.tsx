import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import { UiProvider } from '../provider/ui-provider'
import { AlertsProvider } from './alerts-provider'
import { createToastQueue, useAlerts, type ToastRequest } from './alerts'

describe('the alerts’ queue', () => {
  it('keeps what was asked before the toaster attached and hands it over in order, then sends straight on', () => {
    const queue = createToastQueue()
    const wanted = vi.fn()
    queue.subscribe(wanted)
    queue.alert({ severity: 'success', message: 'Saved' })
    queue.error('The call failed')
    expect(queue.wanted()).toBe(true)
    expect(wanted).toHaveBeenCalledTimes(1)
    const shown: ToastRequest[] = []
    const detach = queue.attach({ create: (toast) => shown.push(toast), dismissErrors: vi.fn() })
    expect(shown.map((toast) => [toast.description, toast.duration])).toEqual([
      ['Saved', 5000],
      ['The call failed', 7000],
    ])
    queue.alert({ severity: 'info', message: 'Later', persistent: true })
    expect(shown.at(-1)).toMatchObject({ description: 'Later', duration: Infinity })
    detach()
    queue.alert({ severity: 'info', message: 'After' })
    expect(shown).toHaveLength(3)
  })

  it('drops the errors still waiting when they are dismissed, and keeps the other toasts', () => {
    const queue = createToastQueue()
    queue.error('Gone with the page')
    queue.alert({ severity: 'warning', message: 'Still here' })
    queue.dismissErrors()
    const shown: ToastRequest[] = []
    queue.attach({ create: (toast) => shown.push(toast), dismissErrors: vi.fn() })
    expect(shown.map((toast) => toast.description)).toEqual(['Still here'])
  })

  it('refuses an unknown severity without showing anything', () => {
    const queue = createToastQueue()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(queue.alert({ severity: 'loud' as 'info', message: 'x' })).toBeUndefined()
    expect(queue.wanted()).toBe(false)
    error.mockRestore()
  })
})

function SaysSaved() {
  const alerts = useAlerts()
  useEffect(() => void alerts.alert({ severity: 'success', message: 'The role was saved.' }), [alerts])
  return null
}

describe('<AlertsProvider>', () => {
  // A test that stops midway leaves no fake clock behind for the next.
  afterEach(() => vi.useRealTimers())

  it('shows a toast asked for on the first render, once the toaster has loaded', async () => {
    render(
      <UiProvider>
        <AlertsProvider>
          <SaysSaved />
        </AlertsProvider>
      </UiProvider>,
    )
    // React shows a lazy component once its chunk is here: inside act, as a browser's next task would.
    await act(() => import('./toasts'))
    expect(await screen.findByText('The role was saved.')).toBeInTheDocument()
    expect(screen.getByText('Success')).toBeInTheDocument()
  })

  it('loads the toaster when the page is idle, so its live region is there before the first toast', async () => {
    vi.useFakeTimers()
    render(
      <UiProvider>
        <AlertsProvider>
          <p>Page</p>
        </AlertsProvider>
      </UiProvider>,
    )
    const group = () => document.querySelector('[data-scope="toast"][data-part="group"]')
    expect(group()).toBeNull()
    // jsdom has no requestIdleCallback: the provider's fallback waits 200 ms.
    await act(() => vi.advanceTimersByTimeAsync(200))
    vi.useRealTimers()
    await act(() => import('./toasts'))
    await waitFor(() => expect(group()).not.toBeNull())
  })

  it('says where the provider is when a screen asks for alerts without it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<SaysSaved />)).toThrow('@paydeck/ui/alerts')
    error.mockRestore()
  })
})
