import * as z from 'zod/mini'
import { PaydeckHttpError, userMessageOf } from '@paydeck/core'

// Made when first needed: a schema built at the top of the module would stay in every bundle of the package.
const fieldErrorsSchema = () => z.object({ errors: z.record(z.string(), z.array(z.string())) })

/** The server's field errors ({ errors: { declineRatio: [...] } }), each field's first, to show under it. */
export function fieldErrorsOf<T extends Record<string, string> = Record<string, string>>(error: unknown): Partial<T> {
  const parsed = error instanceof PaydeckHttpError ? z.safeParse(fieldErrorsSchema(), error.body) : null
  if (!parsed?.success) return {}
  return Object.fromEntries(
    Object.entries(parsed.data.errors).map(([name, messages]) => [name, messages[0] ?? '']),
  ) as Partial<T>
}

/**
 * A refusal as a form shows it (ui's useChangeForm's `refusalOf`): by field where the server named fields, else one
 * message for the form (`form`). A code no field holds (the change was given up at the code step) is the form's too.
 */
export function problemsOf(failure: unknown): Record<string, string | undefined> {
  const byField: Record<string, string | undefined> = fieldErrorsOf(failure)
  const names = Object.keys(byField)
  if (names.length === 0 || (names.length === 1 && byField.scaCode)) return { ...byField, form: userMessageOf(failure) }
  return byField
}
