import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { UiProvider } from '../provider/ui-provider'
import { LocalTime } from './local-time'
import { ZoneScope, ZoneSwitch } from './zone-scope'

const AT = '2026-11-25T19:04:00Z'

describe('ZoneScope and ZoneSwitch', () => {
  it('names the zone and switches every time on the screen to UTC or the merchant’s zone and back', () => {
    render(
      <UiProvider timeZone="Europe/London">
        <ZoneScope>
          <ZoneSwitch merchantZone="Europe/Stockholm" at={AT} />
          <LocalTime at={AT} />
        </ZoneScope>
      </UiProvider>,
    )
    expect(screen.getByText(/^Times in Europe\/London, GMT(\+0)?$/)).toBeTruthy()
    expect(screen.getByText('25/11/2026 19:04')).toBeTruthy()
    const choice = screen.getByRole('combobox', { name: 'Show times in' })
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'My zone (Europe/London)',
      'UTC',
      'Merchant’s zone (Europe/Stockholm)',
    ])
    fireEvent.change(choice, { target: { value: 'Europe/Stockholm' } })
    expect(screen.getByText('Times in Europe/Stockholm, GMT+1')).toBeTruthy()
    expect(screen.getByText('25/11/2026 20:04')).toBeTruthy()
    fireEvent.change(choice, { target: { value: 'Europe/London' } })
    expect(screen.getByText('25/11/2026 19:04')).toBeTruthy()
  })

  it('offers each zone once and, outside a scope, only names it', () => {
    render(
      <UiProvider timeZone="UTC">
        <ZoneSwitch merchantZone="UTC" />
      </UiProvider>,
    )
    expect(screen.getByText('Times in UTC')).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('lets an inner screen join the outer one, so a lookup and its detail switch together', () => {
    function Screen() {
      const [zone, setZone] = useState<string | undefined>('Asia/Kolkata')
      return (
        <ZoneScope zone={zone} onZoneChange={setZone}>
          <p>outer {zone ?? 'own'}</p>
          <ZoneScope>
            <ZoneSwitch />
            <LocalTime at={AT} />
          </ZoneScope>
        </ZoneScope>
      )
    }
    render(
      <UiProvider timeZone="Europe/London">
        <Screen />
      </UiProvider>,
    )
    expect(screen.getByText('26/11/2026 00:34')).toBeTruthy()
    const choice = screen.getByRole('combobox', { name: 'Show times in' }) as HTMLSelectElement
    expect(choice.value).toBe('Asia/Kolkata')
    fireEvent.change(choice, { target: { value: 'UTC' } })
    expect(screen.getByText('outer UTC')).toBeTruthy()
    fireEvent.change(choice, { target: { value: 'Europe/London' } })
    expect(screen.getByText('outer own')).toBeTruthy()
  })
})
