import type { HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type Provider from 'oidc-provider'
import { z } from 'zod'
import { checkSignIn } from '../auth/sign-in'
import type { SandboxDatabase } from '../db/database'
import { OIDC_MOUNT } from './provider'
import { pageHeaders, plainPage } from './page'

const loginFormSchema = z.object({ email: z.string().trim(), password: z.string() })

export const LOGIN_ERRORS = {
  missing: 'Enter your email address and password.',
  wrong: 'The email address or password is incorrect.',
  locked: 'This account is locked after too many failed sign-ins. Ask your administrator to unlock it.',
  throttled: 'Too many failed sign-ins from here. Wait a minute, then try again.',
} as const

/** The answer's status for each refusal of a sign-in. */
const refusalStatus = { missing: 400, locked: 401, wrong: 401, throttled: 429 } as const

/** The provider's own login and consent steps (dev interactions are off: they accept any password). */
export function interactionRoutes(db: SandboxDatabase, provider: Provider, clientOrigins: readonly string[]) {
  const app = new Hono<{ Bindings: HttpBindings }>()
  const headers = pageHeaders(clientOrigins)
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  })

  app.get('/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing)
    if (details.prompt.name === 'login') return c.html(loginPage(details.uid, { email: '' }))
    // Consent: the portal is the sandbox's own first-party client, so the grant is given without asking.
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, {
      consent: { grantId: await grantRequested(provider, details) },
    })
    return c.redirect(returnTo, 303)
  })

  app.post('/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing)
    const form = loginFormSchema.safeParse(await c.req.parseBody())
    const email = form.success ? form.data.email : ''
    const checked = checkSignIn(db, {
      email,
      password: form.success ? form.data.password : '',
      ip: c.env.incoming?.socket?.remoteAddress ?? null,
      userAgent: c.req.header('user-agent') ?? null,
    })
    if ('refusal' in checked)
      return c.html(
        loginPage(details.uid, { email, error: LOGIN_ERRORS[checked.refusal] }),
        refusalStatus[checked.refusal],
      )
    const { user } = checked
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, {
      login: { accountId: String(user.id) },
    })
    return c.redirect(returnTo, 303)
  })

  app.post('/:uid/abort', async (c) => {
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, {
      error: 'access_denied',
      error_description: 'Sign-in was cancelled.',
    })
    return c.redirect(returnTo, 303)
  })

  return app
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

async function grantRequested(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt as { details: Record<string, unknown> }
  const grant = interaction.grantId
    ? (await provider.Grant.find(interaction.grantId))!
    : new provider.Grant({ accountId: interaction.session!.accountId, clientId: String(interaction.params.client_id) })
  const scopes = details.missingOIDCScope as string[] | undefined
  const claims = details.missingOIDCClaims as string[] | undefined
  const resources = details.missingResourceScopes as Record<string, string[]> | undefined
  if (scopes) grant.addOIDCScope(scopes.join(' '))
  if (claims) grant.addOIDCClaims(claims)
  for (const [indicator, resourceScopes] of Object.entries(resources ?? {})) {
    grant.addResourceScope(indicator, resourceScopes.join(' '))
  }
  return grant.save()
}

function loginPage(uid: string, { email, error }: { email: string; error?: string }): string {
  const action = `${OIDC_MOUNT}/interaction/${uid}`
  const body = html`
    <div class="brand">Paydeck sandbox</div>
    <h1>Sign in</h1>
    <p class="lead">Use one of the demo accounts listed in the README.</p>
    <form method="post" action="${action}/login" novalidate>
      <label for="email">Email address</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username"
        required
        value="${email}"
        ${error ? html`aria-invalid="true" aria-describedby="login-error"` : ''}
        ${email ? '' : 'autofocus'}
      />
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        ${error ? html`aria-invalid="true" aria-describedby="login-error"` : ''}
        ${email ? 'autofocus' : ''}
      />
      ${error ? html`<div class="error" id="login-error" role="alert">${error}</div>` : ''}
      <div class="actions">
        <button class="primary" type="submit">Sign in</button>
        <button class="secondary" type="submit" formaction="${action}/abort" formnovalidate>Cancel</button>
      </div>
    </form>
    <p class="hint">Every demo account uses the password <strong>paydeck</strong>.</p>
  `
  return plainPage('Sign in', String(body))
}
