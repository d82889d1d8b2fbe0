import * as z from 'zod/mini'

// Shapes kept to the zod classes core already uses: z.record and z.tuple would cost 1.2 KB of the 15 KB budget.

/** The error bodies the catalogue of seed 000 section 8 reads messages from. */
export const errorListBodySchema = z.object({ errors: z.array(z.object({ message: z.string() })) })
export const errorFieldBodySchema = z.object({ error: z.string() })

const isFieldMessages = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))

/** Field names to their messages (described to OpenAPI by hand: a custom check has no JSON schema). */
export const fieldMessagesSchema = z.custom<Record<string, string[]>>(isFieldMessages)

/** Problem details (RFC 9457), the one error shape the sandbox answers: what went wrong in `detail`; a validation
 * problem's fields and their messages in `errors` (its `type` and a refused file's `rows` are not read here). */
export const problemSchema = z.object({
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  detail: z.optional(z.string()),
  errors: z.optional(fieldMessagesSchema),
})
export type Problem = z.infer<typeof problemSchema>

/** @deprecated A validation problem is a problem with `errors`: use problemSchema. */
export const validationProblemSchema = problemSchema
/** @deprecated Use Problem. */
export type ValidationProblem = Problem
