import * as z from 'zod/mini'
import type { ReportFilterField, ReportFilterValues } from './report-definitions'

// A report's filter fields (seed 001 section 3) as a form: which values it holds, how each is checked, and what
// each control shows. The rules live here once; ui's FilterForm draws the controls and runs the schema it is given.

/** The two values a date range holds, under its own names or its name with Start and End. */
export const rangeNames = (field: ReportFilterField) => ({
  start: field.startDateName ?? `${field.name}Start`,
  end: field.endDateName ?? `${field.name}End`,
})

const rule = (field: ReportFilterField, name: string) => field.validations?.find((v) => v.name === name)

// A plain address check, as the email validation of the report filters needs no more.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A required value: null or '' fail with the field's own message. */
const requiredValue = (message: string) =>
  z.nullable(z.string({ error: message })).check(z.refine((value) => value !== null && value !== '', message))

/** The schema of one field's value: each named validation that fails reports its own message. */
export function filterValueSchema(field: ReportFilterField): z.ZodMiniType<string | string[] | null> {
  const required = rule(field, 'required')
  if (field.type === 'select' && field.multiSelectOptions) {
    const list = z.array(z.string())
    return required ? list.check(z.minLength(1, required.message)) : list
  }
  const minLength = rule(field, 'minLength')
  const maxLength = rule(field, 'maxLength')
  const pattern = rule(field, 'pattern')
  const email = rule(field, 'email')
  const min = rule(field, 'min')
  const max = rule(field, 'max')
  const checks = [
    minLength && z.minLength(Number(minLength.value), minLength.message),
    maxLength && z.maxLength(Number(maxLength.value), maxLength.message),
    pattern && z.regex(new RegExp(String(pattern.value)), pattern.message),
    email && z.refine<string>((value) => emailPattern.test(value), email.message),
    min && z.refine<string>((value) => value === '' || Number(value) >= Number(min.value), min.message),
    max && z.refine<string>((value) => value === '' || Number(value) <= Number(max.value), max.message),
  ].filter((check) => check !== undefined)
  const optional = z.nullable(z.union([z.literal(''), z.string().check(...checks)]))
  return required ? z.pipe(requiredValue(required.message), optional) : optional
}

/** The schema of a whole filter; a date range is two values, under its start and end names. */
export function filterValuesSchema(fields: readonly ReportFilterField[]) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const field of fields) {
    if (field.type === 'dateRange') {
      const required = rule(field, 'required')
      const bound = () => (required ? requiredValue(required.message) : z.nullable(z.string()))
      const names = rangeNames(field)
      shape[names.start] = bound()
      shape[names.end] = bound()
    } else {
      shape[field.name] = filterValueSchema(field)
    }
  }
  return z.object(shape)
}

/** Empty values for every field, in the shapes the controls hold. */
export function emptyFilterValues(fields: readonly ReportFilterField[]): ReportFilterValues {
  const values: ReportFilterValues = {}
  for (const field of fields) {
    if (field.type === 'dateRange') {
      const names = rangeNames(field)
      values[names.start] = null
      values[names.end] = null
    } else
      values[field.name] = field.type === 'select' && field.multiSelectOptions ? [] : field.type === 'input' ? '' : null
  }
  return values
}

/** One control of a filter form, as it is drawn: the field with its rules read (required, a range's names). */
export type FilterControl = Omit<ReportFilterField, 'validations' | 'startDateName' | 'endDateName'> & {
  required: boolean
  /** A date range's two values. */
  range?: { start: string; end: string }
}

/** A filter form: its controls, the schema its values must pass and the values it starts (and resets) to. */
export interface FilterFormModel {
  controls: FilterControl[]
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>
  empty: ReportFilterValues
}

/** The form a report's filter fields make. */
export function filterFormOf(fields: readonly ReportFilterField[]): FilterFormModel {
  return {
    controls: fields.map((field) => {
      const { validations, startDateName: _start, endDateName: _end, ...shown } = field
      return {
        ...shown,
        required: validations?.some((v) => v.name === 'required') ?? false,
        ...(field.type === 'dateRange' ? { range: rangeNames(field) } : {}),
      }
    }),
    schema: filterValuesSchema(fields),
    empty: emptyFilterValues(fields),
  }
}
