import { useState } from 'react'
import { DatePicker, DateRangePicker, DateTimePicker, type DateRange } from '@paydeck/ui'
import { Section } from './layout'

export function DatePickersPage() {
  const [day, setDay] = useState<Date | null>(null)
  const [moment, setMoment] = useState<Date | null>(null)
  const [range, setRange] = useState<DateRange>({ start: null, end: null })
  return (
    <div className="catalog-grid">
      <Section title="Date (DD/MM/YYYY)">
        <DatePicker label="Settlement date" value={day} onValueChange={setDay} />
        <p role="status" data-testid="day-value">
          Sent: {day ? day.toISOString() : 'nothing'}
        </p>
      </Section>
      <Section title="Date and time (Europe/Istanbul)">
        <DateTimePicker label="Scheduled at" value={moment} onValueChange={setMoment} />
        <p data-testid="moment-value">Sent: {moment ? moment.toISOString() : 'nothing'}</p>
      </Section>
      <Section title="Range, at most 7 days">
        <DateRangePicker label="Report period" value={range} onValueChange={setRange} maxDaysSelected={7} />
        <p data-testid="range-value">
          Sent: {range.start ? range.start.toISOString() : '…'} → {range.end ? range.end.toISOString() : '…'}
        </p>
      </Section>
      <Section title="With an error">
        <DatePicker
          label="Activation date"
          value={null}
          onValueChange={() => undefined}
          required
          error="Enter a date as DD/MM/YYYY"
        />
      </Section>
    </div>
  )
}
