import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'

// The sandbox: ?sandbox=http://localhost:4400, else `npm start`'s. Only a local one: the page sends it a password.
const asked = new URLSearchParams(location.search).get('sandbox')
export const sandbox = asked && /^http:\/\/localhost:\d+$/.test(asked) ? asked : 'http://localhost:4000'

/** The sandbox's demo accounts (their password is "paydeck"): who the docs sign in as. */
export const demoUsers = ['merchant@sandbox.test', 'tenant@sandbox.test', 'platform@sandbox.test'] as const

export interface DocsSession {
  email: string
  paydeck: Paydeck
  /** The access token, kept in memory for the elements' client as for the components'. */
  token: string
}

/** Signs a demo account in at the sandbox (standing in for a tenant's backend) and makes the React client. */
export async function signIn(email: string): Promise<DocsSession> {
  const response = await fetch(`${sandbox}/embed/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'paydeck' }),
  }).catch(() => {
    throw new Error(`The sandbox at ${sandbox} could not be reached. Is it running (npm start)?`)
  })
  const body = (await response.json().catch(() => ({}))) as { accessToken?: string; detail?: string }
  if (!response.ok || !body.accessToken) throw new Error(body.detail ?? `The sandbox answered ${response.status}.`)
  const token = body.accessToken
  const paydeck = createPaydeck({
    hosts: { api: `${sandbox}/v1` },
    auth: { getAccessToken: async () => token },
    storage: memoryStorage(),
  })
  await paydeck.session.loadUserContext()
  return { email, paydeck, token }
}

let elementsConfigured: Promise<unknown> | null = null

/**
 * The elements' own client, from the built @paydeck/elements as a plain page loads it (public/paydeck-elements),
 * configured once per page: switching the account reloads the page.
 */
export function configureElements(session: DocsSession): Promise<unknown> {
  elementsConfigured ??= import(/* @vite-ignore */ `${location.origin}/paydeck-elements/index.js`).then(
    (elements: { configure: (options: object) => Promise<unknown> }) =>
      elements.configure({ hosts: { api: `${sandbox}/v1` }, auth: { getAccessToken: async () => session.token } }),
  )
  return elementsConfigured
}
