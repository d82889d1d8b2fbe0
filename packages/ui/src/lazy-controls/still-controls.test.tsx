import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { DatePicker, DateRangePicker, DateTimePicker } from '../date-picker/date-picker'
import { UiProvider } from '../provider/ui-provider'
import { Select } from '../select/select'
import { StillDatePicker, StillDateRangePicker, StillDateTimePicker, StillSelect } from './still-controls'

const noop = () => {}

/** What a user sees and a screen reader reads of a control: its names, values and words, in order. */
function seen(control: ReactNode, locale = 'en') {
  const { container, unmount } = render(
    <UiProvider locale={locale} timeZone="Europe/Istanbul">
      <div data-testid="box">{control}</div>
    </UiProvider>,
  )
  const box = within(screen.getByTestId('box'))
  const parts = [...container.querySelectorAll<HTMLElement>('label, input, button, select, [aria-live], [role=alert]')]
    .filter((element) => !element.closest('[hidden]'))
    .map((element) =>
      [
        element.tagName.toLowerCase(),
        element.getAttribute('aria-label') ?? '',
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '',
        element.tagName === 'LABEL' || element.getAttribute('aria-live') || element.getAttribute('role') === 'alert'
          ? element.textContent
          : '',
        element instanceof HTMLInputElement ? element.placeholder : '',
      ].join('|'),
    )
  const labelled = box.queryAllByRole('textbox').map((input) => input.getAttribute('aria-label') ?? input.id)
  unmount()
  return { parts, labelled: labelled.length }
}

const range = { start: new Date('2026-11-01T21:00:00Z'), end: new Date('2026-11-29T20:55:00Z') }

describe('the still controls, drawn before their library loads', () => {
  it('show a range as its picker does: the two days, the times, the period in words, the error', () => {
    for (const locale of ['en', 'tr', 'ar']) {
      const props = {
        label: 'Period',
        value: range,
        onValueChange: noop,
        maxDaysSelected: 31,
        required: true,
        error: 'Choose a period of at most 31 days',
      }
      expect(seen(<StillDateRangePicker {...props} />, locale).parts).toEqual(
        seen(<DateRangePicker {...props} />, locale).parts,
      )
    }
    const empty = { label: 'Period', value: { start: null, end: null }, onValueChange: noop, showTimePicker: false }
    expect(seen(<StillDateRangePicker {...empty} />).parts).toEqual(seen(<DateRangePicker {...empty} />).parts)
  })

  it('show a day, and a day with its time, as their pickers do', () => {
    const day = { label: 'Settled on', value: new Date('2026-11-29T00:00:00Z'), onValueChange: noop }
    expect(seen(<StillDatePicker {...day} />).parts).toEqual(seen(<DatePicker {...day} />).parts)
    const at = { label: 'Created after', value: new Date('2026-11-29T06:42:00Z'), onValueChange: noop }
    expect(seen(<StillDateTimePicker {...at} />).parts).toEqual(seen(<DateTimePicker {...at} />).parts)
  })

  it('show a select’s choice, or a multiple one’s chips, as the select does', () => {
    const options = [
      { value: 'TRY', label: 'Turkish lira' },
      { value: 'EUR', label: 'Euro' },
    ]
    const one = { label: 'Currency', options, value: 'EUR', onValueChange: noop, required: true }
    expect(seen(<StillSelect {...one} />).parts).toEqual(seen(<Select {...one} />).parts)
    const several = {
      label: 'Currencies',
      options,
      multiple: true as const,
      value: ['TRY', 'EUR'],
      onValueChange: noop,
    }
    expect(seen(<StillSelect {...several} />).parts).toEqual(seen(<Select {...several} />).parts)
  })
})
