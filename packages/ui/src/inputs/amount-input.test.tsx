import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Field } from '../field/field'
import { UiProvider } from '../provider/ui-provider'
import { AmountInput, amountText, useAmountField } from './amount-input'

function RefundBox({ start = '' }: { start?: string }) {
  const [text, setText] = useState(start)
  const { minor, problem } = useAmountField(text, { currency: 'EUR', decimalPlaces: 2 })
  return (
    <>
      <Field label="Amount" error={problem}>
        <AmountInput value={text} onValueChange={setText} />
      </Field>
      <output data-testid="minor">{minor ?? 'none'}</output>
    </>
  )
}

const renderIn = async (locale: string, start?: string) => {
  render(
    <UiProvider locale={locale}>
      <RefundBox start={start} />
    </UiProvider>,
  )
  return screen.findByRole('textbox')
}
const minor = () => screen.getByTestId('minor').textContent

describe('AmountInput', () => {
  it.each([
    ['en-GB', '70,50', '7050'],
    ['en-GB', '1,234.50', '123450'],
    ['en-GB', '€ 1.234,50', '123450'],
    ['tr-TR', '70,50', '7050'],
    ['tr-TR', '1.234,50', '123450'],
    ['ar', '70.50', '7050'],
    ['ar', '٧٠٫٥٠', '7050'],
  ])('in %s reads a pasted %s', async (locale, pasted, expected) => {
    const user = userEvent.setup()
    const input = await renderIn(locale)
    await user.click(input)
    await user.paste(pasted)
    expect(input).toHaveValue(pasted)
    expect(minor()).toBe(expected)
    expect(input).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('a paste over a selected amount replaces it, never joins it', async () => {
    const user = userEvent.setup()
    const input = await renderIn('en-GB', '150.06')
    await user.tripleClick(input)
    await user.paste('70,50')
    expect(input).toHaveValue('70,50')
    expect(minor()).toBe('7050')
  })

  it.each([
    ['en-GB', '10,25', '1025'],
    ['tr-TR', '10,25', '1025'],
    ['ar', '10.25', '1025'],
  ])('in %s reads %s typed key by key', async (locale, typed, expected) => {
    const user = userEvent.setup()
    const input = await renderIn(locale)
    await user.type(input, typed)
    expect(input).toHaveValue(typed)
    expect(minor()).toBe(expected)
  })

  it.each([
    ['en-GB', '12,34.5', 'Could not read “12,34.5” as an amount. Write it like 1,234.50.'],
    ['tr-TR', '12,34.5', '“12,34.5” tutar olarak okunamadı. 1.234,50 gibi yazın.'],
    ['en-GB', '1.234', 'Write at most 2 decimals.'],
    ['en-GB', '$10', 'This amount is in EUR; “$” is another currency.'],
  ])('in %s refuses %s in words and keeps it as typed', async (locale, typed, words) => {
    const user = userEvent.setup()
    const input = await renderIn(locale)
    await user.type(input, typed)
    expect(input).toHaveValue(typed)
    expect(minor()).toBe('none')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findByText(words)).toBeVisible()
  })

  it('writes a filled amount as the locale does, and reads it back', () => {
    const money = { amount: 1234.5, currency: 'EUR', decimalPlaces: 2 }
    expect(amountText(money, 'en-GB')).toBe('1,234.50')
    expect(amountText(money, 'tr-TR')).toBe('1.234,50')
    expect(amountText(money, 'ar')).toBe('1,234.50')
  })
})
