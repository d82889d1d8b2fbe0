import { recordSignInEvent } from '../audit/sign-in-trail'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { SandboxDatabase } from '../db/database'
import { findUserById } from '../users/users.repository'
import { cookieKeys, signingKeys } from './keys'
import { sqliteAdapterFactory } from './sqlite-adapter'
import { pageHeaders, plainPage, SUBMIT_FORM } from './page'

export const PORTAL_CLIENT_ID = 'paydeck-portal'
export const OIDC_MOUNT = '/oidc'

export interface ProviderOptions {
  /** Where the sandbox is reached, e.g. http://localhost:4000. */
  publicUrl: string
  /** Origins of the apps that sign in (the portal, the examples). */
  clientOrigins: readonly string[]
}

export function createProvider(db: SandboxDatabase, { publicUrl, clientOrigins }: ProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: sqliteAdapterFactory(db),
    jwks: signingKeys(db) as Configuration['jwks'],
    cookies: { keys: cookieKeys(db) },
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Paydeck',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: clientOrigins.flatMap((origin) => [
          `${origin}/authentication/login-callback`,
          `${origin}/authentication/silent-renew`,
        ]),
        post_logout_redirect_uris: clientOrigins.flatMap((origin) => [
          `${origin}/authentication/logout-callback`,
          `${origin}/authentication/log-out-callback`,
        ]),
      },
    ],
    // A token made by the sandbox itself (a page's embed session, a test) keeps how it was had: the audit
    // trail's source. A token from the sign-in page has none.
    extraTokenClaims: (_ctx, token) => (token as { extra?: Record<string, unknown> }).extra,
    async findAccount(_ctx, id) {
      const user = findUserById(db, Number(id))
      if (!user) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: user.email,
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      }
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => clientOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The portal asked for the sign-out itself, so the confirmation submits on its own.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.set(pageHeaders(clientOrigins))
          ctx.body = plainPage(
            'Signing out',
            `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}
             <h1>Signing out…</h1>
             <noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript>
             <script>${SUBMIT_FORM}</script>`,
          )
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.set(pageHeaders(clientOrigins))
          ctx.body = plainPage('Signed out', '<h1>You are signed out</h1>')
        },
      },
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.set(pageHeaders(clientOrigins))
      ctx.body = plainPage(
        'Sign-in error',
        `<h1>Sign-in could not continue</h1><p role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      )
    },
  }
  const provider = new Provider(`${publicUrl}${OIDC_MOUNT}`, configuration)
  provider.proxy = false
  // A sign-out joins the audit trail beside the sign-ins (auth/sign-in.ts).
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const accountId = ctx.oidc.session?.accountId
    const user = accountId ? findUserById(db, Number(accountId)) : undefined
    if (!user) return
    recordSignInEvent(db, {
      action: 'signOut',
      user,
      email: user.email,
      ip: ctx.ip ?? null,
      userAgent: ctx.get('user-agent') || null,
    })
  })
  return provider
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
