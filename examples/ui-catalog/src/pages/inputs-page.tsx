import { useState } from 'react'
import { CardNumberInput, DecimalInput, DigitInput, Field, NumberInput, PercentageInput, TextInput } from '@paydeck/ui'
import { Section } from './layout'

export function InputsPage() {
  const [name, setName] = useState('')
  const [digits, setDigits] = useState('')
  const [amount, setAmount] = useState('')
  const [percentage, setPercentage] = useState('')
  const [card, setCard] = useState('')
  return (
    <div className="catalog-grid">
      <Section title="Text">
        <Field label="Merchant name" helperText="As on the contract" required>
          <TextInput value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
      </Section>
      <Section title="Digits only, at most 6">
        <Field label="Terminal id">
          <DigitInput value={digits} onValueChange={setDigits} maxLength={6} />
        </Field>
      </Section>
      <Section title="Decimal (a comma becomes a point)">
        <Field label="Amount">
          <DecimalInput value={amount} onValueChange={setAmount} />
        </Field>
      </Section>
      <Section title="Percentage (0 to 100, two decimals)">
        <Field label="Fee percentage">
          <PercentageInput value={percentage} onValueChange={setPercentage} />
        </Field>
      </Section>
      <Section title="Card number (masked on blur)">
        <Field label="Card number">
          <CardNumberInput value={card} onValueChange={setCard} />
        </Field>
      </Section>
      <Section title="Number (the wheel does nothing)">
        <Field label="Retries">
          <NumberInput defaultValue={3} min={0} max={10} />
        </Field>
      </Section>
      <Section title="With an error">
        <Field label="Settlement account" error="Enter the IBAN of the settlement account">
          <TextInput defaultValue="TR33 0006" />
        </Field>
      </Section>
      <Section title="Disabled">
        <Field label="Merchant id" disabled>
          <TextInput defaultValue="1042" />
        </Field>
      </Section>
    </div>
  )
}
