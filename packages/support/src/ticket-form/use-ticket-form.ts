import { userMessageOf } from '@paydeck/react'
import { type IssueWording } from '@paydeck/ui'
import { schemaCheck, useChangeForm } from '@paydeck/ui/change-form'
import { emptyTicketForm, ticketFormSchema, type TicketFormValues } from './ticket-form.schema'

/**
 * The ticket form on the one form hook: its values and their problems by the schema; a field's problem shows once it
 * was left (touched), and every one once a send was tried. Nothing typed is ever cleared by a problem or a refusal.
 */
export function useTicketForm(
  initial: Partial<TicketFormValues>,
  problemText: IssueWording,
  platform: boolean,
  send: (values: TicketFormValues) => Promise<unknown>,
) {
  const check = schemaCheck<TicketFormValues>(ticketFormSchema(platform), problemText)
  const change = useChangeForm<TicketFormValues>({
    defaultValues: { ...emptyTicketForm, ...initial },
    check,
    save: send,
    refusalOf: (failure) => ({ form: userMessageOf(failure) }),
  })
  const { watch, setValue, getValues, formState } = change.form
  const values = watch()
  const problems = check(values)
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
