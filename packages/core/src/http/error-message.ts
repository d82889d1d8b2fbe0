import { errorFieldBodySchema, errorListBodySchema, problemSchema } from './error-body.schema'

export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to perform this action'
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error'

/**
 * The user-facing text of a failed call, in the order of the error catalogue (seed 000 section 8):
 * 403 fixed text; a string body; the first errors[].message; error; a validation problem's first message (spec-decisions);
 * then a problem's detail (the sandbox's one error shape).
 */
export function errorMessageFor(status: number, body: unknown): string {
  if (status === 403) return NOT_AUTHORIZED_MESSAGE
  if (typeof body === 'string') return body.trim() || UNKNOWN_ERROR_MESSAGE
  const list = errorListBodySchema.safeParse(body)
  if (list.success && list.data.errors[0]) return list.data.errors[0].message
  const field = errorFieldBodySchema.safeParse(body)
  if (field.success && field.data.error) return field.data.error
  const problem = problemSchema.safeParse(body)
  if (problem.success) {
    const first = Object.values(problem.data.errors ?? {}).find((messages) => messages.length > 0)
    if (first) return first[0]!
    if (problem.data.detail) return problem.data.detail
  }
  return UNKNOWN_ERROR_MESSAGE
}

/** Reads a body (JSON, text, or a blob read as text) into a value: JSON when it parses, else the text. */
export function parseBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
