// The host page's own code: sign in at the sandbox, hand the token to Paydeck, wire the bell to the viewers.
import { logElementEvents, signInWith, signOutWith } from '/session.js'

const bell = document.getElementById('bell')
const support = document.getElementById('support')
const tickets = document.getElementById('tickets')
const ticketSlot = document.getElementById('ticket-slot')

signInWith(document.getElementById('sign-in'), document.getElementById('sign-in-error'), (email) => {
  document.getElementById('who').textContent = email
  document.getElementById('signed-in').hidden = false
  bell.hidden = false
  support.hidden = false
})
signOutWith(document.getElementById('sign-out'))
logElementEvents(document.getElementById('element-events'))

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
