import * as z from 'zod/mini'
import type { AuthSource } from '../auth/auth-source'
import type { KeyValueStorage } from '../storage/key-value-storage'
import type { Observability } from './observability'
import { systemModes } from '../permissions/system-mode'

// A plain check instead of z.url(): the same rule for a fraction of the bytes.
const url = z.string().check(z.refine((value) => /^https?:\/\/[^/\s]+/.test(value), 'must be an http(s) URL'))

const authSourceSchema = z.custom<AuthSource>(
  (value) => typeof value === 'object' && value !== null && typeof (value as AuthSource).getAccessToken === 'function',
  'must have a getAccessToken() function (pass createOidcAuth(...) or your own)',
)

export const paydeckOptionsSchema = z.object({
  hosts: z.object({
    api: url.check(z.refine((value) => /\/v1\/?$/.test(value), 'must be the API base with its /v1 suffix')),
    reporting: z.optional(url),
    wh: z.optional(url),
    wh2: z.optional(url),
    fs: z.optional(url),
    acc: z.optional(url),
    banking: z.optional(url),
  }),
  auth: authSourceSchema,
  defaultSystemMode: z.optional(z.enum(systemModes)),
  locale: z.optional(z.string()),
  storage: z.optional(z.custom<KeyValueStorage>((value) => typeof value === 'object' && value !== null)),
  fetch: z.optional(z.custom<typeof fetch>((value) => typeof value === 'function', 'must be a fetch function')),
  observability: z.optional(
    z.custom<Observability>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        ['onError', 'onEvent'].every((name) => {
          const hook = (value as Record<string, unknown>)[name]
          return hook === undefined || typeof hook === 'function'
        }),
      'must be an object whose onError and onEvent are functions',
    ),
  ),
})

export type PaydeckOptions = z.input<typeof paydeckOptionsSchema>
export type ParsedPaydeckOptions = z.output<typeof paydeckOptionsSchema>
