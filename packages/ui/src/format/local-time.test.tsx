import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UiProvider } from '../provider/ui-provider'
import { LocalTime } from './local-time'

describe('LocalTime', () => {
  it('shows the instant on the user’s clock and names the zone on hover', () => {
    render(
      <UiProvider timeZone="Europe/Stockholm">
        <LocalTime at="2026-11-25T19:04:00Z" />
      </UiProvider>,
    )
    const time = screen.getByText('25/11/2026 20:04')
    expect(time.getAttribute('datetime')).toBe('2026-11-25T19:04:00Z')
    expect(time.getAttribute('title')).toBe('Europe/Stockholm, GMT+1')
  })

  it('keeps the date and zone on hover when it shows a relative time, in the zone it is given', () => {
    render(
      <UiProvider timeZone="Europe/Stockholm">
        <LocalTime at="2026-11-25T19:04:00Z" timeZone="Asia/Kolkata">
          2h ago
        </LocalTime>
      </UiProvider>,
    )
    expect(screen.getByText('2h ago').getAttribute('title')).toBe('26/11/2026 00:34 · Asia/Kolkata, GMT+5:30')
  })
})
