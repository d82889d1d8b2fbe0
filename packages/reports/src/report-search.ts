import * as z from 'zod/mini'

/** A report's state as a URL holds it (the portal's search params); a bad value is dropped, never an error. */
export const reportSearchSchema = z.object({
  filters: z.catch(z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()]))), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(0))), undefined),
  size: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  sort: z.catch(z.optional(z.string().check(z.maxLength(80))), undefined),
  desc: z.catch(z.optional(z.boolean()), undefined),
  zone: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
})
