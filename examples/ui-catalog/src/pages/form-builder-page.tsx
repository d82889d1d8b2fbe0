import { useState } from 'react'
import { filterFormOf, type ReportFilterField } from '@paydeck/core/reports'
import type { FilterValues } from '@paydeck/ui'
import { FilterForm } from '@paydeck/ui/filter-form'
import { Section } from './layout'

// The filter fields of a transactions report, in the shape the report-v2 calls send them.
const fields: ReportFilterField[] = [
  {
    name: 'merchantReference',
    label: 'Merchant reference',
    type: 'input',
    validations: [
      { name: 'minLength', value: 3, message: 'Enter at least 3 characters' },
      { name: 'pattern', value: '^[A-Za-z0-9-]*$', message: 'Letters, digits and dashes only' },
    ],
  },
  {
    name: 'minAmount',
    label: 'Minimum amount',
    type: 'input',
    inputType: 'decimal',
    validations: [{ name: 'max', value: 1000000, message: 'At most 1,000,000' }],
  },
  {
    name: 'statuses',
    label: 'Statuses',
    type: 'select',
    multiSelectOptions: true,
    options: ['Captured', 'Declined', 'Refunded', 'Voided'].map((s) => ({ value: s, label: s })),
    validations: [{ name: 'required', message: 'Pick at least one status' }],
  },
  {
    name: 'period',
    label: 'Period',
    type: 'dateRange',
    startDateName: 'startDate',
    endDateName: 'endDate',
    maxDaysSelected: 31,
    ranges: [
      { label: 'Today', days: 0 },
      { label: 'Last 7 days', days: 6 },
    ],
    validations: [{ name: 'required', message: 'Choose the report period' }],
  },
]

// The form they make: core holds the contract and its checks, ui draws the controls.
const model = filterFormOf(fields)

export function FormBuilderPage() {
  const [applied, setApplied] = useState<FilterValues | null>(null)
  return (
    <Section title="Report filters built from field definitions">
      <FilterForm model={model} onSubmit={setApplied} />
      <pre className="catalog-output" data-testid="applied">
        {applied ? JSON.stringify(applied, null, 2) : 'No filters applied yet.'}
      </pre>
    </Section>
  )
}
