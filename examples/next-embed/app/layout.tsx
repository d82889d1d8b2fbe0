import type { ReactNode } from 'react'
import '@paydeck/ui/styles.css'
import { PaydeckSession } from './paydeck-session'
import './site.css'

export const metadata = {
  title: 'Paydeck in a Next.js app',
  description: 'The notifications bell and the transaction lookup in a Next.js App Router app.',
}

/**
 * A server component: the page's frame. The sandbox to talk to is read here, on the server, from PAYDECK_SANDBOX
 * (else `npm start`'s) when the request comes, not when the app is built.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const sandbox = process.env.PAYDECK_SANDBOX ?? 'http://localhost:4000'
  return (
    <html lang="en">
      <body>
        <PaydeckSession sandbox={sandbox}>{children}</PaydeckSession>
      </body>
    </html>
  )
}
