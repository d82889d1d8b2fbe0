// A tenant's React app as a developer writes it from the READMEs: the client, the provider, one widget.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createPaydeck, memoryStorage } from '@paydeck/core'
import { PaydeckProvider } from '@paydeck/react'
import { NotificationsBell } from '@paydeck/notifications'
import '@paydeck/ui/styles.css'

const paydeck = createPaydeck({
  hosts: { api: 'http://localhost:4000/v1' },
  auth: { getAccessToken: async () => null },
  storage: memoryStorage(),
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PaydeckProvider paydeck={paydeck}>
      <NotificationsBell onOpenDocument={(document) => console.log(document)} />
    </PaydeckProvider>
  </StrictMode>,
)
