import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { UiProvider } from '../provider/ui-provider'

/** The reached controls as a page first gets them: their libraries not loaded yet. */
async function fresh() {
  vi.resetModules()
  return import('./reached-controls')
}

const options = [
  { value: 'TRY', label: 'Turkish lira' },
  { value: 'EUR', label: 'Euro' },
]
const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-11-29T00:00:00Z') }
const isStill = (element: HTMLElement) => element.closest('[data-still]') !== null

describe('a control loaded when reached', () => {
  it('is drawn still until the pointer comes over it, then is the real control in the same place', async () => {
    const { ReachedDateRangePicker } = await fresh()
    render(
      <UiProvider>
        <ReachedDateRangePicker label="Period" value={period} onValueChange={vi.fn()} showTimePicker={false} />
      </UiProvider>,
    )
    const from = screen.getByRole('textbox', { name: 'Period: from' })
    expect(isStill(from)).toBe(true)
    expect(from).toHaveValue('01/11/2026')
    fireEvent.pointerOver(from)
    await waitFor(() => expect(isStill(screen.getByRole('textbox', { name: 'Period: from' }))).toBe(false))
    expect(screen.getByRole('textbox', { name: 'Period: from' })).toHaveValue('01/11/2026')
  })

  it('keeps the focus where the keyboard put it while the control loaded', async () => {
    const { ReachedDateRangePicker } = await fresh()
    render(
      <UiProvider>
        <ReachedDateRangePicker label="Period" value={period} onValueChange={vi.fn()} showTimePicker={false} />
      </UiProvider>,
    )
    screen.getByRole('textbox', { name: 'Period: to' }).focus()
    await waitFor(() => expect(isStill(screen.getByRole('textbox', { name: 'Period: to' }))).toBe(false))
    expect(screen.getByRole('textbox', { name: 'Period: to' })).toHaveFocus()
  })

  it('opens on a click made before it loaded: the select’s list shows its options', async () => {
    const { ReachedSelect } = await fresh()
    render(
      <UiProvider>
        <ReachedSelect label="Currency" options={options} value={null} onValueChange={vi.fn()} />
      </UiProvider>,
    )
    const trigger = screen.getByRole('button', { name: 'Currency' })
    expect(isStill(trigger)).toBe(true)
    fireEvent.click(trigger)
    await waitFor(() => expect(screen.getByRole('option', { name: 'Euro' })).toBeInTheDocument())
    expect(isStill(screen.getByRole('button', { name: 'Currency' }))).toBe(false)
  })
})
