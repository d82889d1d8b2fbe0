import type { Context } from 'hono'
import * as z from 'zod/mini'
import { invalid } from './problems'

/** A zod error as the validation problem's map: the first issue's field to its message. */
export const fieldErrors = (error: z.core.$ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0] ?? 'body'), [issue.message]]))

/** The request's JSON body as the schema reads it, or the 400 that says which field is wrong. */
export async function parseBody<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T | Response> {
  const parsed = z.safeParse(schema, await c.req.json().catch(() => undefined))
  return parsed.success ? parsed.data : invalid(c, fieldErrors(parsed.error))
}
