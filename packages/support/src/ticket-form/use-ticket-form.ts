import { useState } from 'react'
import * as z from 'zod/mini'
import { emptyTicketForm, ticketFormSchema, type TicketFormValues } from './ticket-form.schema'

/**
 * The ticket form's values and their problems by the schema; a field's problem shows once it was left (touched),
 * and every one once a send was tried. Nothing typed is ever cleared by a problem.
 */
export function useTicketForm(
  initial: Partial<TicketFormValues>,
  problemText: (field: string, issue: { code: string; maximum?: number }) => string,
  platform: boolean,
) {
  const [values, setValues] = useState<TicketFormValues>({ ...emptyTicketForm, ...initial })
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const result = z.safeParse(ticketFormSchema(platform), values)
  const problems = new Map<string, string>()
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0])
    const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined
    if (!problems.has(field)) problems.set(field, problemText(field, { code: issue.code, maximum }))
  }
  return {
    values,
    valid: result.success,
    set: <K extends keyof TicketFormValues>(field: K, value: TicketFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value })),
    touch: (field: keyof TicketFormValues) => setTouched((current) => new Set(current).add(field)),
    problem: (field: keyof TicketFormValues) => (touched.has(field) ? (problems.get(field) ?? null) : null),
  }
}
