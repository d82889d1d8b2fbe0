import { z } from 'zod'

/** The error bodies the catalogue of seed 000 section 8 reads messages from. */
export const errorListBodySchema = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) })
export const errorFieldBodySchema = z.object({ error: z.string().min(1) })
/** A validation problem: errors as a map of field name to messages. */
export const validationProblemSchema = z.object({
  title: z.string().optional(),
  status: z.number().optional(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationProblem = z.infer<typeof validationProblemSchema>
