import * as z from 'zod/mini'

/** /config.json: where this deployment's identity provider and API live. */
export const runtimeConfigSchema = z.object({
  authority: z.url(),
  clientId: z.string().check(z.minLength(1)),
  hosts: z.catchall(z.object({ api: z.url() }), z.url()),
  defaultSystemMode: z._default(z.enum(['Test', 'Live']), 'Live'),
  /** Seed 000: 1800 s idle, then a 60 s countdown; a deployment (or a test) may shorten them. */
  idle: z._default(
    z.partial(z.object({ idleSeconds: z.number().check(z.positive()), countdownSeconds: z.int().check(z.positive()) })),
    {},
  ),
  /**
   * Spec decision: the bell polls every 30 s unless the deployment says otherwise. A notification's link leaves the
   * portal only for the origins listed here (its documentation site, say); any other is logged and not followed.
   */
  notifications: z._default(
    z.partial(
      z.object({
        pollSeconds: z.number().check(z.positive()),
        allowedOrigins: z.array(z.url().check(z.refine((url) => new URL(url).origin === url, 'must be an origin'))),
      }),
    ),
    {},
  ),
  /**
   * The menus leave out the screens this edition does not build (no entry that leads to "not part of this edition");
   * a deployment that wants them offered, marked as such, says true.
   */
  showUnbuiltScreens: z._default(z.boolean(), false),
  /** Seed 002's remote data-analytics page; by default the one the identity provider's host serves (the sandbox). */
  analyticsUrl: z.optional(z.url()),
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
