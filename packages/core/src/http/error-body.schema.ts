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

/** A validation problem: errors as a map of field name to messages. */
export const validationProblemSchema = z.object({
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  errors: z.custom<Record<string, string[]>>(isFieldMessages),
})
export type ValidationProblem = z.infer<typeof validationProblemSchema>
