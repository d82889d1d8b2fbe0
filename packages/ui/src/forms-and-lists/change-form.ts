import type { FormEvent } from 'react'
import * as z from 'zod/mini'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'

/** What is wrong, by field name; `form` for what belongs to no field. */
export type FormProblems = Record<string, string | undefined>

export interface ChangeFormOptions<V extends FieldValues> {
  defaultValues: V
  /** The form's own rules (core's, in words): checked on submit, and again as the user mends a field. */
  check?: (values: V) => FormProblems
  /** Makes the change (a mutation's `mutateAsync`); a refusal goes to `refusalOf`, the form stays as typed. */
  save: (values: V) => Promise<unknown>
  /** A refusal as the form shows it: by the fields the server named, else `form`. */
  refusalOf: (failure: unknown) => FormProblems
  /** When a field's rules are first said: on submit (the default), or once the field is left. */
  checkWhen?: 'submit' | 'left'
}

export interface ChangeForm<V extends FieldValues> {
  /** react-hook-form's form: `register` a native field, `watch` and `setValue` a controlled one. */
  form: UseFormReturn<V>
  /** Each field's message, and `form` for the whole form's. */
  errors: FormProblems
  /** While the change is being made. */
  busy: boolean
  submit: (event?: FormEvent) => void
  /** Shows a refusal that came another way (a code step that ended with one). */
  showProblems: (problems: FormProblems) => void
}

const FORM = 'root.form'

/** How a form words a schema's issue in its catalogue; the schema's own message otherwise. */
export type IssueWording = (field: string, issue: { code: string; message: string; maximum?: number }) => string

/**
 * A form's rules from a zod schema: the first issue of each field, worded by `word` (the schema's message
 * otherwise). The check `useChangeForm` takes.
 */
export function schemaCheck<V>(schema: z.ZodMiniType, word?: IssueWording) {
  return (values: V): FormProblems => {
    const problems: FormProblems = {}
    for (const issue of z.safeParse(schema, values).error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'form')
      const maximum = 'maximum' in issue ? Number(issue.maximum) : undefined
      problems[field] ??= word ? word(field, { code: issue.code, message: issue.message, maximum }) : issue.message
    }
    return problems
  }
}

/** A resolver from a rules function: the rules' messages are the fields' errors. */
function resolverOf<V extends FieldValues>(check: (values: V) => FormProblems): Resolver<V> {
  return (values) => {
    const found = Object.entries(check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]))
    if (found.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(found.map(([name, message]) => [name, { type: 'rule', message }]))
    return { values: {}, errors: errors as FieldErrors<V> }
  }
}

/**
 * A resolver from a schema, for a form that is not a change (a report's filters): the schema's values when they pass
 * (keys it does not know left out), else each field's first issue, as `schemaCheck` words it.
 */
export function schemaResolver<V extends FieldValues>(schema: z.ZodMiniType, word?: IssueWording): Resolver<V> {
  const check = resolverOf<V>(schemaCheck<V>(schema, word))
  return (values, context, options) => {
    const parsed = z.safeParse(schema, values)
    return parsed.success ? { values: parsed.data as V, errors: {} } : check(values, context, options)
  }
}

/**
 * The one way a form that makes a change holds what is typed (react-hook-form), in a dialog or on the page: its rules
 * checked on submit, the change made by `save`, and a refusal shown beside the fields it names, with nothing typed
 * lost. FormDialog takes what it returns; a form on the page spreads `submit` on its <form>.
 */
export function useChangeForm<V extends FieldValues>({
  defaultValues,
  check,
  save,
  refusalOf,
  checkWhen = 'submit',
}: ChangeFormOptions<V>): ChangeForm<V> {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    mode: checkWhen === 'left' ? 'onTouched' : 'onSubmit',
    ...(check && { resolver: resolverOf(check) }),
  })
  const showProblems = (problems: FormProblems) => {
    for (const [name, message] of Object.entries(problems))
      if (message) form.setError((name === 'form' ? FORM : name) as Path<V>, { type: 'server', message })
  }
  const submit = (event?: FormEvent) => {
    // One change at a time: a second press while the first is being made (or waits for its code) does nothing.
    if (form.formState.isSubmitting) return event?.preventDefault()
    form.clearErrors(FORM as Path<V>)
    void form.handleSubmit(async (values) => {
      try {
        await save(values)
      } catch (failure) {
        showProblems(refusalOf(failure))
      }
    })(event)
  }
  const { errors } = form.formState
  const messages: FormProblems = Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name !== 'root')
      .map(([name, error]) => [name, (error as { message?: string } | undefined)?.message]),
  )
  messages.form = errors.root?.form?.message ?? messages.form
  return { form, errors: messages, busy: form.formState.isSubmitting, submit, showProblems }
}
