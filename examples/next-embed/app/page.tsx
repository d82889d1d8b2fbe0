import { NotificationsBell } from '@paydeck/notifications'
import { Payments } from './payments'

/**
 * A server component. The bell comes straight from @paydeck/notifications (its React entry is a client module);
 * the lookup sits in a client component of the app's own, because it hands the page a callback.
 */
export default function Page() {
  return (
    <>
      <header className="site">
        <strong>Example Next.js app</strong>
        <nav aria-label="Account">
          <NotificationsBell />
        </nav>
      </header>
      <main>
        <h1>Payments</h1>
        <Payments />
      </main>
    </>
  )
}

export const dynamic = 'force-dynamic'
