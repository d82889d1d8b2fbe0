import { Link } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { usePortal } from '../app/portal-context'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { routePermissions, type NavEntry } from '../navigation/nav-entry'
import { visibleMenu } from '../navigation/visible-menu'
import { EntryTitle } from '../shell/entry-title'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'
import { css } from '@paydeck/ui/styled-system/css'
import { card, notice, page } from '../app/page-styles'

const styles = {
  // The section's own pages in a list across the top (in columns), each sub-section's on a card below.
  groups: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: '1rem',
    '& > ul': { gridColumn: '1 / -1', columns: '3 15rem' },
  }),
  links: css({ margin: '0', paddingInlineStart: '1.1rem', lineHeight: '1.9', '& a': { color: 'var(--pd-link)' } }),
}

/** A section's own route (merchant/payments, crm/settings …): the pages of it the user may open. */
export function SectionPage() {
  const t = usePortalT()
  const entry = useRouteEntry()
  const kind = useSession((state) => state.userKind)
  const user = useSession((state) => state.user)
  const permissions = user ? routePermissions(user) : []
  const showUnbuilt = usePortal().showUnbuiltScreens
  const entries = kind ? visibleMenu(entry.children ?? [], kind, permissions, { showUnbuilt }) : []
  const title = (item: NavEntry) => t(`nav.${item.id}` as PortalMessageKey)
  const links = (items: readonly NavEntry[]) => (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/${item.path}`}>
            <EntryTitle entry={item} />
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={title(entry)} />
      {entries.length === 0 ? (
        <p className={notice}>{t('page.sectionEmpty')}</p>
      ) : (
        <>
          <p>{t('page.sectionIntro')}</p>
          <div className={styles.groups}>
            {entries.some((item) => !item.children) && links(entries.filter((item) => !item.children))}
            {entries
              .filter((item) => item.children)
              .map((group) => (
                <section key={group.id} aria-labelledby={`section-${group.id}`} className={card}>
                  <h2 id={`section-${group.id}`}>{title(group)}</h2>
                  {links(group.children!)}
                </section>
              ))}
          </div>
        </>
      )}
    </section>
  )
}
