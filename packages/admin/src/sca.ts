import { fieldErrorsOf, userMessageOf } from '@paydeck/react'

/** A refusal as the form shows it: by field when the server named fields, else one message for the form. */
export function errorsOf(failure: unknown): Record<string, string | undefined> {
  const byField = fieldErrorsOf(failure)
  // A code no field of the form holds (the change was given up at the code step) is the form's to say.
  if (Object.keys(byField).length === 0 || (Object.keys(byField).length === 1 && byField.scaCode))
    return { ...byField, form: userMessageOf(failure) }
  return byField
}

/**
 * Runs a change guarded by strong authentication with the code typed in the dialog. What is wrong with the code is
 * the dialog's to say (it stays open); any other refusal closes it and goes to the form behind, whose fields keep
 * what was typed.
 */
export async function withScaCode(
  send: () => Promise<unknown>,
  handlers: { done: () => void; refused: (errors: Record<string, string | undefined>) => void },
): Promise<string | null> {
  try {
    await send()
    handlers.done()
    return null
  } catch (failure) {
    const errors = errorsOf(failure)
    if (errors.scaCode) return errors.scaCode
    handlers.refused(errors)
    return null
  }
}
