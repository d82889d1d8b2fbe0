import { z } from 'zod'
import type { AuthSource } from '../auth/auth-source'
import type { KeyValueStorage } from '../storage/key-value-storage'
import { systemModes } from '../permissions/system-mode'

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const authSourceSchema = z.custom<AuthSource>(
  (value) => typeof value === 'object' && value !== null && typeof (value as AuthSource).getAccessToken === 'function',
  'must have a getAccessToken() function (pass createOidcAuth(...) or your own)',
)

export const paydeckOptionsSchema = z.object({
  hosts: z.object({
    api: url.refine((value) => /\/v1\/?$/.test(value), 'must be the API base with its /v1 suffix'),
    reporting: url.optional(),
    wh: url.optional(),
    wh2: url.optional(),
    fs: url.optional(),
    acc: url.optional(),
    banking: url.optional(),
  }),
  auth: authSourceSchema,
  defaultSystemMode: z.enum(systemModes).default('Live'),
  locale: z.string().min(2).default('en'),
  storage: z.custom<KeyValueStorage>((value) => typeof value === 'object' && value !== null).optional(),
  fetch: z.custom<typeof fetch>((value) => typeof value === 'function', 'must be a fetch function').optional(),
})

export type PaydeckOptions = z.input<typeof paydeckOptionsSchema>
export type ParsedPaydeckOptions = z.output<typeof paydeckOptionsSchema>
