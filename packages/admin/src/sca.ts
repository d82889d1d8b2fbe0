import { fieldErrorsOf, userMessageOf } from '@paydeck/react'

/** A refusal as the form shows it: by field when the server named fields, else one message for the form. */
export function errorsOf(failure: unknown): Record<string, string | undefined> {
  const byField = fieldErrorsOf(failure)
  // A code no field of the form holds (the change was given up at the code step) is the form's to say.
  if (Object.keys(byField).length === 0 || (Object.keys(byField).length === 1 && byField.scaCode))
    return { ...byField, form: userMessageOf(failure) }
  return byField
}
