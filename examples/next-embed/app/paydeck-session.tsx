'use client'

import { useState, type FormEvent, type ReactNode } from 'react'
import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'
import { PaydeckProvider, useUser } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'

/**
 * The Paydeck client of the page, made once the user has signed in; until then the sign-in form, which the server
 * renders too. Here the page signs in at the sandbox itself (standing in for the tenant's backend, which would hand
 * it a token for its own signed-in user); the token stays in memory.
 */
export function PaydeckSession({ sandbox, children }: { sandbox: string; children: ReactNode }) {
  const [paydeck, setPaydeck] = useState<Paydeck | null>(null)
  if (!paydeck)
    return (
      <main>
        <h1>Paydeck in a Next.js app</h1>
        <SignIn sandbox={sandbox} onSignedIn={setPaydeck} />
      </main>
    )
  return (
    <PaydeckProvider paydeck={paydeck}>
      <InUsersZone>{children}</InUsersZone>
    </PaydeckProvider>
  )
}

/** Times in the signed-in user's zone, as the portal shows them. */
function InUsersZone({ children }: { children: ReactNode }) {
  const user = useUser()
  return <UiProvider timeZone={user?.configureTimeZone}>{children}</UiProvider>
}

function SignIn({ sandbox, onSignedIn }: { sandbox: string; onSignedIn: (paydeck: Paydeck) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!email || !password) return setError('Enter your email and password.')
    setBusy(true)
    try {
      const response = await fetch(`${sandbox}/embed/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = (await response.json().catch(() => ({}))) as { accessToken?: string; detail?: string }
      if (!response.ok || !body.accessToken) return setError(body.detail ?? `The sandbox answered ${response.status}.`)
      const token = body.accessToken
      const paydeck = createPaydeck({
        hosts: { api: `${sandbox}/v1` },
        auth: { getAccessToken: async () => token },
        storage: memoryStorage(),
        // What a team would send to its monitoring: here the browser's console.
        observability: { onError: (report) => console.warn('paydeck', report) },
      })
      await paydeck.session.loadUserContext()
      onSignedIn(paydeck)
    } catch {
      setError(`The sandbox at ${sandbox} could not be reached. Is it running?`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="sign-in" onSubmit={submit} noValidate>
      <h2>Sign in to the sandbox</h2>
      <label>
        Email
        <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      <p role="alert">{error}</p>
    </form>
  )
}
