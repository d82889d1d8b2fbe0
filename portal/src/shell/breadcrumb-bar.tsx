import { useEffect, useMemo } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { css } from '@paydeck/ui/styled-system/css'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { breadcrumbTrail, TRAIL_KEY } from '../navigation/breadcrumbs'

const breadcrumbs = css({
  '& ol': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.25rem',
    margin: '0',
    padding: '0',
    listStyle: 'none',
    fontSize: '0.875rem',
  },
  '& li + li::before': { content: '"/"', marginInlineEnd: '0.25rem', opacity: '0.6' },
  '& a': { color: 'inherit' },
  "& [aria-current='page']": { fontWeight: '700' },
  // A phone's toolbar keeps one line: the page's heading says where one is.
  '@media (max-width: 40rem)': { display: 'none' },
})

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
    <nav className={breadcrumbs} aria-label={t('shell.breadcrumb')}>
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
