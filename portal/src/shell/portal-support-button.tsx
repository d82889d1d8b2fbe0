import { lazy, Suspense } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { supportTicketsPath } from '../pages/support-paths'

// Like the bell: on every page, never what a page waits for, so its own chunk after the first screen.
const SupportButton = lazy(() => import('@paydeck/support').then((module) => ({ default: module.SupportButton })))

/** The toolbar's Contact Support (or mail) button; a new ticket opens where the user reads tickets. */
export function PortalSupportButton() {
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind)
  return (
    <Suspense fallback={null}>
      <SupportButton
        compact
        onView={(id) => kind && void navigate({ to: `/${supportTicketsPath[kind]}`, search: { ticket: id } })}
      />
    </Suspense>
  )
}
