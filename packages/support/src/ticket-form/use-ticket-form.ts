import * as z from 'zod/mini'
import { userMessageOf } from '@paydeck/react'
import { useChangeForm } from '@paydeck/ui'
import { emptyTicketForm, ticketFormSchema, type TicketFormValues } from './ticket-form.schema'

type ProblemText = (field: string, issue: { code: string; maximum?: number }) => string

/** The schema's issues in the catalogue's words, the first one per field. */
function problemsBy(schema: ReturnType<typeof ticketFormSchema>, problemText: ProblemText, values: TicketFormValues) {
  const problems: Record<string, string> = {}
  for (const issue of z.safeParse(schema, values).error?.issues ?? []) {
    const field = String(issue.path[0])
    const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined
    problems[field] ??= problemText(field, { code: issue.code, maximum })
  }
  return problems
}

/**
 * The ticket form on the one form hook: its values and their problems by the schema; a field's problem shows once it
 * was left (touched), and every one once a send was tried. Nothing typed is ever cleared by a problem or a refusal.
 */
export function useTicketForm(
  initial: Partial<TicketFormValues>,
  problemText: ProblemText,
  platform: boolean,
  send: (values: TicketFormValues) => Promise<unknown>,
) {
  const schema = ticketFormSchema(platform)
  const change = useChangeForm<TicketFormValues>({
    defaultValues: { ...emptyTicketForm, ...initial },
    check: (values) => problemsBy(schema, problemText, values),
    save: send,
    refusalOf: (failure) => ({ form: userMessageOf(failure) }),
  })
  const { watch, setValue, getValues, formState } = change.form
  const values = watch()
  const problems = problemsBy(schema, problemText, values)
  const { touchedFields, isSubmitted } = formState
  return {
    values,
    valid: Object.keys(problems).length === 0,
    busy: change.busy,
    submit: change.submit,
    /** The server's refusal of the whole form. */
    refusal: change.errors.form,
    set: <K extends keyof TicketFormValues>(field: K, value: TicketFormValues[K]) =>
      setValue(field, value as never, { shouldDirty: true }),
    touch: (field: keyof TicketFormValues) => setValue(field, getValues(field) as never, { shouldTouch: true }),
    problem: (field: keyof TicketFormValues) =>
      touchedFields[field] || isSubmitted ? (problems[field] ?? null) : null,
  }
}
