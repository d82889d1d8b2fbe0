import { z } from 'zod'

/** /config.json: where this deployment's identity provider and API live. */
export const runtimeConfigSchema = z.object({
  authority: z.url(),
  clientId: z.string().min(1),
  hosts: z.object({ api: z.url() }).catchall(z.url()),
  defaultSystemMode: z.enum(['Test', 'Live']).default('Live'),
  /** Seed 000: 1800 s idle, then a 60 s countdown; a deployment (or a test) may shorten them. */
  idle: z
    .object({ idleSeconds: z.number().positive(), countdownSeconds: z.number().int().positive() })
    .partial()
    .default({}),
})
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`)
  const parsed = runtimeConfigSchema.safeParse(await response.json())
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`/config.json: ${issue.path.join('.')} ${issue.message}`)
  }
  return parsed.data
}
