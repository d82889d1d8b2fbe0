import * as z from 'zod/mini'
import { PaydeckHttpError } from '@paydeck/core'

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
