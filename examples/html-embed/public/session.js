// Signing in at the sandbox as a tenant's own backend would, for each page of this example: the token is handed to
// Paydeck and kept in memory only (never in localStorage).
import { configure } from '/paydeck-elements/index.js'

// The sandbox this page talks to: ?sandbox=http://localhost:4400, else `npm start`'s. Only a local one: the page
// sends it a password.
const asked = new URLSearchParams(location.search).get('sandbox')
const sandbox = asked && /^http:\/\/localhost:\d+$/.test(asked) ? asked : 'http://localhost:4000'

let accessToken = null

/** Wires the page's sign-in form: on success Paydeck is configured and `onSignedIn(email)` shows the elements. */
export function signInWith(form, error, onSignedIn) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    error.textContent = ''
    const { email, password } = Object.fromEntries(new FormData(form))
    if (!email || !password) {
      error.textContent = 'Enter your email and password.'
      return
    }
    try {
      const response = await fetch(`${sandbox}/embed/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok || typeof body.accessToken !== 'string') {
        error.textContent = body.detail ?? `The sandbox answered ${response.status}.`
        return
      }
      accessToken = body.accessToken
    } catch {
      error.textContent = `The sandbox at ${sandbox} could not be reached. Is it running?`
      return
    }
    await configure({
      hosts: { api: `${sandbox}/v1` },
      auth: { getAccessToken: async () => accessToken },
      // A site's error tracker would take these: kind, call, status and request id, nothing personal.
      observability: { onError: (report) => console.warn('Paydeck:', report) },
    })
    form.hidden = true
    onSignedIn(email)
  })
}

/** Signing out forgets the token: the page starts again. */
export function signOutWith(button) {
  button.addEventListener('click', () => {
    accessToken = null
    location.reload()
  })
}

/** What the elements tell the page (each one's first content, and each error it shows), listed in order. */
export function logElementEvents(list) {
  for (const name of ['paydeck-ready', 'paydeck-error'])
    document.addEventListener(name, (event) => {
      const item = document.createElement('li')
      item.textContent = `${name} from <${event.target.localName}>: ${JSON.stringify(event.detail)}`
      list.append(item)
    })
}
