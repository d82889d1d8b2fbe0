// The host page's own code: sign in at the sandbox, hand the token to Paydeck, wire the bell to the viewers.
import { configure } from '/paydeck-elements/index.js'

// The sandbox this page talks to: ?sandbox=http://localhost:4400, else `npm start`'s. Only a local one: the page
// sends it a password.
const asked = new URLSearchParams(location.search).get('sandbox')
const sandbox = asked && /^http:\/\/localhost:\d+$/.test(asked) ? asked : 'http://localhost:4000'

const form = document.getElementById('sign-in')
const error = document.getElementById('sign-in-error')
const bell = document.getElementById('bell')
const support = document.getElementById('support')
const tickets = document.getElementById('tickets')
const ticketSlot = document.getElementById('ticket-slot')

// In memory only: never in localStorage.
let accessToken = null

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
  document.getElementById('who').textContent = email
  form.hidden = true
  document.getElementById('signed-in').hidden = false
  bell.hidden = false
  support.hidden = false
})

// What the elements tell the page: each one's first content, and each error it shows, in order.
const eventLog = document.getElementById('element-events')
for (const name of ['paydeck-ready', 'paydeck-error'])
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} from <${event.target.localName}>: ${JSON.stringify(event.detail)}`
    eventLog.append(item)
  })

// The list raises paydeck-ticket-open; the page shows that ticket's thread below it, and hides it when it closes.
function showTicket(id) {
  ticketSlot.replaceChildren()
  tickets.setAttribute('selected-id', String(id))
  const ticket = document.createElement('paydeck-ticket')
  ticket.setAttribute('ticket-id', String(id))
  ticket.toggleAttribute('back-button', true)
  ticket.addEventListener('paydeck-ticket-close', () => {
    ticket.remove()
    tickets.removeAttribute('selected-id')
  })
  ticketSlot.append(ticket)
}
tickets.addEventListener('paydeck-ticket-open', (event) => showTicket(event.detail.id))
support.addEventListener('paydeck-ticket-create', (event) => showTicket(event.detail.id))

// The lookup shows the detail itself; the page is told which transaction was opened.
document.getElementById('transactions').addEventListener('paydeck-transaction-open', (event) => {
  document.getElementById('opened-transaction').textContent = `Opened ${event.detail.transaction.externalId}.`
})

// The bell raises paydeck-notification-open for a proposal or agreement; the page opens the viewer element.
bell.addEventListener('paydeck-notification-open', (event) => {
  const { type, id } = event.detail
  const kind = type === 'Proposal' ? 'proposal' : 'agreement'
  const viewer = document.createElement(`paydeck-${kind}`)
  viewer.setAttribute(`${kind}-id`, String(id))
  viewer.setAttribute('open', '')
  viewer.addEventListener(`paydeck-${kind}-close`, () => viewer.remove())
  document.getElementById('documents').append(viewer)
})

document.getElementById('sign-out').addEventListener('click', () => {
  accessToken = null
  location.reload()
})
