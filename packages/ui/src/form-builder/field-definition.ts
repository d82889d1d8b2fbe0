import { z } from 'zod'

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

/** The zod schema of one field: each named validation that fails reports its own message. */
export function fieldSchema(field: FilterFieldDefinition): z.ZodType<string | string[] | null> {
  const required = rule(field, 'required')
  if (field.type === 'select' && field.multiSelectOptions) {
    const list = z.array(z.string())
    return required ? list.min(1, required.message) : list
  }
  let text = z.string()
  const minLength = rule(field, 'minLength')
  const maxLength = rule(field, 'maxLength')
  const pattern = rule(field, 'pattern')
  const email = rule(field, 'email')
  const min = rule(field, 'min')
  const max = rule(field, 'max')
  if (minLength) text = text.min(Number(minLength.value), minLength.message)
  if (maxLength) text = text.max(Number(maxLength.value), maxLength.message)
  if (pattern) text = text.regex(new RegExp(String(pattern.value)), pattern.message)
  if (email) text = text.email(email.message)
  const withNumbers = text
    .refine((value) => !min || value === '' || Number(value) >= Number(min.value), min?.message)
    .refine((value) => !max || value === '' || Number(value) <= Number(max.value), max?.message)
  const optional = z.union([z.literal(''), withNumbers]).nullable()
  return required
    ? z
        .string({ error: required.message })
        .nullable()
        .refine((value) => value !== null && value !== '', required.message)
        .pipe(optional)
    : optional
}

/** The schema of a whole filter form; a date range is two values, under its start and end names. */
export function filterSchema(fields: readonly FilterFieldDefinition[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    if (field.type === 'dateRange') {
      const required = rule(field, 'required')
      const end = z.string().nullable()
      shape[field.startDateName ?? `${field.name}Start`] = required
        ? z
            .string({ error: required.message })
            .nullable()
            .refine((v) => Boolean(v), required.message)
        : end
      shape[field.endDateName ?? `${field.name}End`] = required
        ? z
            .string({ error: required.message })
            .nullable()
            .refine((v) => Boolean(v), required.message)
        : end
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
