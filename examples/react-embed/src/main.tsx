import { StrictMode, useState, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'
import { PaydeckProvider, useUser } from '@paydeck/react'
import { SupportButton, TicketList, TicketView } from '@paydeck/support'
import { UiProvider } from '@paydeck/ui'
import '@paydeck/ui/styles.css'
import './app.css'

// The sandbox this app talks to: ?sandbox=http://localhost:4400, else `npm start`'s. Only a local one: the app
// sends it a password.
const asked = new URLSearchParams(location.search).get('sandbox')
const sandbox = asked && /^http:\/\/localhost:\d+$/.test(asked) ? asked : 'http://localhost:4000'

/** Signs in at the sandbox (standing in for the tenant's backend) and makes the client; the token stays in memory. */
function SignIn({ onSignedIn }: { onSignedIn: (paydeck: Paydeck, email: string) => void }) {
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
      })
      await paydeck.session.loadUserContext()
      onSignedIn(paydeck, email)
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

/** The support desk of the signed-in user: the button in the header, the list, and the ticket chosen from it. */
function SupportDesk({ email }: { email: string }) {
  const user = useUser()
  const [ticketId, setTicketId] = useState<number | null>(null)
  return (
    <UiProvider timeZone={user?.configureTimeZone}>
      <header className="site">
        <strong>Example React app</strong>
        <nav aria-label="Account">
          <span>{email}</span>
          <SupportButton onCreated={setTicketId} />
        </nav>
      </header>
      <main>
        <h1>Support in a React app</h1>
        <p>
          This app is not the portal: it renders <code>@paydeck/support</code>&apos;s React components with a client
          made by <code>createPaydeck()</code> from an access token the sandbox gave it.
        </p>
        <div className="desk">
          <TicketList selectedId={ticketId} onOpen={(ticket) => setTicketId(ticket.id)} />
          {ticketId && <TicketView key={ticketId} ticketId={ticketId} onBack={() => setTicketId(null)} />}
        </div>
      </main>
    </UiProvider>
  )
}

function App() {
  const [session, setSession] = useState<{ paydeck: Paydeck; email: string } | null>(null)
  if (!session)
    return (
      <main>
        <h1>Support in a React app</h1>
        <SignIn onSignedIn={(paydeck, email) => setSession({ paydeck, email })} />
      </main>
    )
  return (
    <PaydeckProvider paydeck={session.paydeck}>
      <SupportDesk email={session.email} />
    </PaydeckProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
