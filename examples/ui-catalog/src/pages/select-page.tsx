import { useState } from 'react'
import { Select, type SelectOption } from '@paydeck/ui'
import { Section } from './layout'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const countries: SelectOption[] = ['AT', 'BE', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'PL', 'SE', 'TR', 'US'].map(
  (code) => ({
    value: code,
    label: regionNames.of(code) ?? code,
  }),
)
const methods: SelectOption[] = [
  { value: 'VISA', label: 'Visa' },
  { value: 'MASTERCARD', label: 'Mastercard' },
  { value: 'APPLEPAY', label: 'Apple Pay' },
  { value: 'SEPA_DD', label: 'SEPA Direct Debit' },
  { value: 'KLARNA', label: 'Klarna', disabled: true },
]

export function SelectPage() {
  const [country, setCountry] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const [priority, setPriority] = useState<string | null>('Medium')
  return (
    <div className="catalog-grid">
      <Section title="Single, searchable, clearable">
        <Select label="Country" options={countries} value={country} onValueChange={setCountry} />
        <p role="status">Country: {country ?? 'none'}</p>
      </Section>
      <Section title="Multiple">
        <Select label="Payment methods" multiple options={methods} value={chosen} onValueChange={setChosen} />
        <p>Chosen: {chosen.join(', ') || 'none'}</p>
      </Section>
      <Section title="Without search">
        <Select
          label="Priority"
          searchable={false}
          options={['Low', 'Medium', 'High'].map((p) => ({ value: p, label: p }))}
          value={priority}
          onValueChange={setPriority}
        />
      </Section>
      <Section title="Loading, error and disabled">
        <Select label="Merchant" options={[]} value={null} onValueChange={() => undefined} loading />
        <Select
          label="Category"
          options={[]}
          value={null}
          onValueChange={() => undefined}
          required
          error="Categories couldn't be loaded! Please contact support!"
        />
        <Select label="Tenant" options={countries} value="TR" onValueChange={() => undefined} disabled />
      </Section>
    </div>
  )
}
