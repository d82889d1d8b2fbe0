// One widget rendered on the server with the app's own react-dom/server: no window, no document.
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { createPaydeck, memoryStorage } from '@paydeck/core'
import { PaydeckProvider } from '@paydeck/react'
import { NotificationsBell } from '@paydeck/notifications'

const paydeck = createPaydeck({
  hosts: { api: 'http://localhost:9/v1' },
  auth: { getAccessToken: async () => null },
  storage: memoryStorage(),
})
const html = renderToString(h(PaydeckProvider, { paydeck }, h(NotificationsBell)))
if (!html.includes('aria-label="Notifications"')) {
  console.error(`The server render has no bell:\n${html}`)
  process.exit(1)
}
console.log(`server render: ${html.length} characters, the bell's button included`)

// A server framework (Next.js) evaluates a page's imports on the server too: the element entries import there and
// register nothing.
for (const entry of ['@paydeck/notifications/element', '@paydeck/notifications/define', '@paydeck/elements'])
  await import(entry)
if (typeof globalThis.customElements !== 'undefined') throw new Error('the server run has a customElements registry')
console.log('server imports: the element entries load on the server and define nothing')
