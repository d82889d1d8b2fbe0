import * as z from 'zod/mini'

// Saved views of the lookup: a named set of filters and columns, as many as a user wants, kept per user by the
// server, and shareable with colleagues of the same organisation as a link (?view=ID).

export const SAVED_VIEW_NAME_MAX = 80

export const savedViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The lookup's filters as search params (from=…&status=…), without paging. */
  query: z.string(),
  columns: z.array(z.string()),
  shared: z.boolean(),
  owner: z.string(),
  /** The caller's own (they may change and delete it); otherwise a colleague's shared view. */
  mine: z.boolean(),
  created: z.string(),
  updated: z.string(),
})
export type SavedView = z.infer<typeof savedViewSchema>

export const newSavedViewSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAVED_VIEW_NAME_MAX)),
  query: z.string().check(z.maxLength(4_000)),
  columns: z._default(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(100)), []),
  shared: z._default(z.boolean(), false),
})
export type NewSavedView = z.input<typeof newSavedViewSchema>

export const savedViewListSchema = z.object({ data: z.array(savedViewSchema) })
