import { describe, expect, it } from 'vitest'
import type { ReportFilterField } from './report-definitions'
import { emptyFilterValues, filterFormOf, filterValuesSchema } from './report-filter-form'

const fields: ReportFilterField[] = [
  {
    name: 'merchantReference',
    label: 'Reference',
    type: 'input',
    validations: [
      { name: 'required', message: 'Reference is required' },
      { name: 'minLength', value: 3, message: 'At least 3 characters' },
      { name: 'pattern', value: '^[A-Z0-9-]+$', message: 'Capitals, digits and dashes only' },
    ],
  },
  {
    name: 'amount',
    label: 'Amount',
    type: 'input',
    inputType: 'decimal',
    validations: [{ name: 'max', value: 1000, message: 'At most 1000' }],
  },
  {
    name: 'currencies',
    label: 'Currencies',
    type: 'select',
    multiSelectOptions: true,
    validations: [{ name: 'required', message: 'Pick a currency' }],
  },
  {
    name: 'period',
    label: 'Period',
    type: 'dateRange',
    startDateName: 'startDate',
    endDateName: 'endDate',
    maxDaysSelected: 31,
    validations: [{ name: 'required', message: 'Choose a period' }],
  },
]

const messages = (values: Record<string, unknown>) => {
  const result = filterValuesSchema(fields).safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('dynamic filter fields', () => {
  it('starts every field empty, a range as its two names', () => {
    expect(emptyFilterValues(fields)).toEqual({
      merchantReference: '',
      amount: '',
      currencies: [],
      startDate: null,
      endDate: null,
    })
  })
  it('reports the message of each named validation that fails', () => {
    expect(messages(emptyFilterValues(fields))).toEqual([
      'merchantReference: Reference is required',
      'currencies: Pick a currency',
      'startDate: Choose a period',
      'endDate: Choose a period',
    ])
    expect(messages({ ...emptyFilterValues(fields), merchantReference: 'ab', amount: '1500' })).toEqual(
      expect.arrayContaining([
        'merchantReference: At least 3 characters',
        'merchantReference: Capitals, digits and dashes only',
        'amount: At most 1000',
      ]),
    )
  })
  it('passes a complete filter', () => {
    expect(
      messages({
        merchantReference: 'ORD-42',
        amount: '999.5',
        currencies: ['EUR'],
        startDate: '2026-03-01T00:00:00.000Z',
        endDate: '2026-03-07T00:00:00.000Z',
      }),
    ).toEqual([])
  })
  it('checks email, minimum and maximum length the way the definitions name them', () => {
    const contact: ReportFilterField[] = [
      { name: 'email', label: 'Email', type: 'input', validations: [{ name: 'email', message: 'Not an email' }] },
      {
        name: 'count',
        label: 'Count',
        type: 'input',
        inputType: 'digits',
        validations: [
          { name: 'min', value: 2, message: 'At least 2' },
          { name: 'maxLength', value: 3, message: 'At most 3 digits' },
        ],
      },
    ]
    const issues = (values: Record<string, unknown>) =>
      filterValuesSchema(contact)
        .safeParse(values)
        .error?.issues.map((issue) => issue.message) ?? []
    expect(issues({ email: 'ayse@', count: '1' })).toEqual(['Not an email', 'At least 2'])
    expect(issues({ email: 'ayse@bosphorus.test', count: '1000' })).toEqual(['At most 3 digits'])
    expect(issues({ email: '', count: '' })).toEqual([])
  })
  it('draws each field as a control with its rules read: required marked, a range under its two names', () => {
    const form = filterFormOf([...fields, { name: 'settled', label: 'Settled', type: 'dateRange' }])
    expect(form.controls.map((control) => [control.name, control.required, control.range])).toEqual([
      ['merchantReference', true, undefined],
      ['amount', false, undefined],
      ['currencies', true, undefined],
      ['period', true, { start: 'startDate', end: 'endDate' }],
      ['settled', false, { start: 'settledStart', end: 'settledEnd' }],
    ])
    expect(form.controls[0]).not.toHaveProperty('validations')
    expect(form.empty).toMatchObject({ settledStart: null, settledEnd: null, currencies: [] })
    expect(form.schema.safeParse(form.empty).success).toBe(false)
  })
})
