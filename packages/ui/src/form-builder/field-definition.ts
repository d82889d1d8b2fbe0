import * as z from 'zod/mini'

/** A report filter field as the report-v2 calls describe it (seed 001 section 3). */
export interface FilterFieldDefinition {
  name: string
  label: string
  type: 'input' | 'select' | 'date' | 'dateRange'
  /** For inputs: text (default), number, decimal or digits. */
  inputType?: 'text' | 'number' | 'decimal' | 'digits'
  validations?: {
    name: 'required' | 'minLength' | 'maxLength' | 'pattern' | 'min' | 'max' | 'email'
    value?: string | number
    message: string
  }[]
  options?: { value: string; label: string }[]
  /** A path the host loads the options from. */
  api?: string
  multiSelectOptions?: boolean
  /** Preset ranges for a date range, in days back from today. */
  ranges?: { label: string; days: number }[]
  startDateName?: string
  endDateName?: string
  maxDaysSelected?: number
  showTimePicker?: boolean
}

export type FilterValues = Record<string, string | string[] | null>

const rule = (field: FilterFieldDefinition, name: string) => field.validations?.find((v) => v.name === name)

// A plain address check, as the email validation of the report filters needs no more.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A required value: null or '' fail with the field's own message. */
const requiredValue = (message: string) =>
  z.nullable(z.string({ error: message })).check(z.refine((value) => value !== null && value !== '', message))

/** The zod schema of one field: each named validation that fails reports its own message. */
export function fieldSchema(field: FilterFieldDefinition): z.ZodMiniType<string | string[] | null> {
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

/** The schema of a whole filter form; a date range is two values, under its start and end names. */
export function filterSchema(fields: readonly FilterFieldDefinition[]) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const field of fields) {
    if (field.type === 'dateRange') {
      const required = rule(field, 'required')
      const bound = () => (required ? requiredValue(required.message) : z.nullable(z.string()))
      shape[field.startDateName ?? `${field.name}Start`] = bound()
      shape[field.endDateName ?? `${field.name}End`] = bound()
    } else {
      shape[field.name] = fieldSchema(field)
    }
  }
  return z.object(shape)
}

/** Empty values for every field, in the shapes the controls hold. */
export function emptyFilterValues(fields: readonly FilterFieldDefinition[]): FilterValues {
  const values: FilterValues = {}
  for (const field of fields) {
    if (field.type === 'dateRange') {
      values[field.startDateName ?? `${field.name}Start`] = null
      values[field.endDateName ?? `${field.name}End`] = null
    } else
      values[field.name] = field.type === 'select' && field.multiSelectOptions ? [] : field.type === 'input' ? '' : null
  }
  return values
}
