// A tenant's React app as a developer writes it from the READMEs: the client, the provider, one widget. The token
// comes from the sandbox standing in for the tenant's backend (?sandbox=http://localhost:…).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createPaydeck, memoryStorage } from '@paydeck/core'
import { PaydeckProvider } from '@paydeck/react'
import { NotificationsBell } from '@paydeck/notifications'
import '@paydeck/ui/styles.css'

const sandbox = new URLSearchParams(location.search).get('sandbox') ?? 'http://localhost:4000'

async function accessToken(): Promise<string> {
  const response = await fetch(`${sandbox}/embed/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'merchant@sandbox.test', password: 'paydeck' }),
  })
  return ((await response.json()) as { accessToken: string }).accessToken
}

const token = accessToken()
const paydeck = createPaydeck({
  hosts: { api: `${sandbox}/v1` },
  auth: { getAccessToken: () => token },
  storage: memoryStorage(),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PaydeckProvider paydeck={paydeck}>
      <NotificationsBell onOpenDocument={(document) => console.info('open', document)} />
    </PaydeckProvider>
  </StrictMode>,
)
