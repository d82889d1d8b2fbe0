import { useEffect, useMemo } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { breadcrumbTrail, TRAIL_KEY } from '../navigation/breadcrumbs'

/** The trail from the dashboard to this page; the last item is the page itself and does nothing. */
export function BreadcrumbBar() {
  const t = usePortalT()
  const kind = useSession((state) => state.userKind)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const trail = useMemo(() => (kind ? breadcrumbTrail(pathname, kind) : []), [pathname, kind])
  const labelled = trail.map((crumb) => ({
    path: crumb.path,
    label: 'key' in crumb.title ? t(crumb.title.key as PortalMessageKey) : crumb.title.text,
  }))

  const stored = JSON.stringify(labelled)
  useEffect(() => sessionStorage.setItem(TRAIL_KEY, stored), [stored])

  if (labelled.length === 0) return null
  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumb')}>
      <ol>
        {labelled.map((crumb, index) => (
          <li key={crumb.path}>
            {index === labelled.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={`/${crumb.path}`}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
