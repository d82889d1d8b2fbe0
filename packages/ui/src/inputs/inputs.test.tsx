import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Field } from '../field/field'
import { CardNumberInput, DecimalInput, DigitInput, PercentageInput } from './inputs'

type Kind = typeof DigitInput | typeof DecimalInput | typeof PercentageInput | typeof CardNumberInput

function Harness({ Input, maxLength }: { Input: Kind; maxLength?: number }) {
  const [value, setValue] = useState('')
  return (
    <>
      <Field label="Amount">
        <Input value={value} onValueChange={setValue} maxLength={maxLength} />
      </Field>
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  )
}

const value = () => screen.getByTestId('value').textContent

describe('numeric inputs', () => {
  it('digit input keeps digits only, and cuts pastes to the maximum length', async () => {
    const user = userEvent.setup()
    render(<Harness Input={DigitInput} maxLength={6} />)
    await user.type(screen.getByLabelText('Amount'), '12a 3.4')
    expect(value()).toBe('1234')
    await user.paste('98-76-54')
    expect(value()).toBe('123498')
  })

  it('decimal input turns a comma into a point and takes one point only', async () => {
    const user = userEvent.setup()
    render(<Harness Input={DecimalInput} />)
    await user.type(screen.getByLabelText('Amount'), '12,5.0x7')
    expect(value()).toBe('12.507')
  })

  it('percentage input stops at 100 and two decimals', async () => {
    const user = userEvent.setup()
    render(<Harness Input={PercentageInput} />)
    const input = screen.getByLabelText('Amount')
    await user.type(input, '1005')
    expect(value()).toBe('100')
    await user.clear(input)
    await user.type(input, '12.345')
    expect(value()).toBe('12.34')
  })

  it('card number shows first 6 and last 4 once the field is left, all digits while editing', async () => {
    const user = userEvent.setup()
    render(<Harness Input={CardNumberInput} />)
    const input = screen.getByLabelText('Amount')
    await user.type(input, '4111111111111111')
    expect(input).toHaveValue('4111111111111111')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(input).toHaveValue('411111******1111')
    await user.click(input)
    expect(input).toHaveValue('4111111111111111')
  })

  it('links the label, and the error, to the input', () => {
    render(
      <Field label="Fee" error="Enter a fee">
        <DecimalInput value="" onValueChange={() => undefined} />
      </Field>,
    )
    const input = screen.getByLabelText('Fee')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)).toHaveTextContent('Enter a fee')
  })
})
