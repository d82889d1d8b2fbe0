import { lazy, Suspense } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortal } from '../app/portal-context'
import { routeByPath } from '../navigation/portal-routes'
import { isBuilt } from '../navigation/visible-menu'
import { useNotificationToasts } from './notification-toasts'

// The bell comes after the first screen, as its own chunk: it is on every page, but never what a page waits for.
const NotificationsBell = lazy(() =>
  import('@paydeck/notifications').then((module) => ({ default: module.NotificationsBell })),
)

// The bell's room (its 40 px round button) held while its chunk loads, so the toolbar does not move when it comes.
const bellRoom = css({ display: 'inline-block', inlineSize: '10', blockSize: '10', flexShrink: 0 })

/** A portal address opens a built screen (or one the deployment offers); another site's is the bell's to check. */
function opensScreen(url: string, showUnbuilt: boolean): boolean {
  if (!url.startsWith('/')) return true
  const route = routeByPath.get(new URL(url, window.location.origin).pathname.replace(/^\/|\/$/g, ''))
  return route === undefined || showUnbuilt || isBuilt(route.entry)
}

/**
 * The toolbar's bell: a proposal or agreement opens in its viewer over the current page (?proposal=, ?agreement=);
 * a portal address goes through the router, any other address is loaded.
 */
export function PortalBell() {
  const navigate = useNavigate()
  const router = useRouter()
  const toasts = useNotificationToasts()
  const { notifications, showUnbuiltScreens } = usePortal()
  const { pollSeconds, allowedOrigins } = notifications
  return (
    <Suspense fallback={<span aria-hidden className={bellRoom} />}>
      <NotificationsBell
        quiet={!toasts}
        pollInterval={pollSeconds}
        allowedOrigins={allowedOrigins}
        onOpenDocument={({ type, id }) =>
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, [type === 'Proposal' ? 'proposal' : 'agreement']: id }),
          })
        }
        navigate={(url) => (url.startsWith('/') ? router.history.push(url) : window.location.assign(url))}
        canOpen={(url) => opensScreen(url, showUnbuiltScreens)}
      />
    </Suspense>
  )
}
