import { useCallback, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@paydeck/ui'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT, type PortalTranslate } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'
import { EntryTitle } from './entry-title'
import { NavIcon } from './nav-icon'
import { useDismiss } from './use-dismiss'
import { isActive, useCurrentPath, useMenu } from './use-menu'

const titleOf = (t: PortalTranslate, entry: NavEntry) => t(`nav.${entry.id}` as PortalMessageKey)

/**
 * The horizontal navbar (Entreprise and Material layouts): items as links, each section a disclosure button
 * whose panel lists its pages, nested sections as headed columns. Escape or a click elsewhere closes it.
 */
export function HorizontalNavbar() {
  const t = usePortalT()
  const menu = useMenu()
  const path = useCurrentPath()
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)

  const [openedAt, setOpenedAt] = useState(path)
  // A navigation closes the open panel.
  if (openedAt !== path) {
    setOpenedAt(path)
    setOpenId(null)
  }
  const closePanel = useCallback(() => setOpenId(null), [])
  useDismiss(navRef, openId !== null, closePanel)

  return (
    <nav ref={navRef} className="hnav" aria-label={t('shell.navigation')}>
      <ul className="hnav__bar">
        {menu.map((entry) => (
          <li key={entry.id} className="hnav__top">
            {entry.children ? (
              <>
                <button
                  type="button"
                  className="hnav__button"
                  aria-expanded={openId === entry.id}
                  aria-controls={`hnav-${entry.id}`}
                  data-active={isActive(entry, path) || undefined}
                  onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
                >
                  <NavIcon entry={entry} />
                  {titleOf(t, entry)}
                  <Icon name="chevronDown" size={14} />
                </button>
                <div id={`hnav-${entry.id}`} className="hnav__panel" hidden={openId !== entry.id}>
                  {entry.path && (
                    <Link className="hnav__link hnav__overview" to={`/${entry.path}`} activeOptions={{ exact: true }}>
                      {t('page.overview')}
                    </Link>
                  )}
                  <PanelColumns entry={entry} path={path} />
                </div>
              </>
            ) : (
              <Link
                className="hnav__button"
                to={`/${entry.path}`}
                aria-current={path === entry.path ? 'page' : undefined}
                data-active={isActive(entry, path) || undefined}
              >
                <NavIcon entry={entry} />
                <EntryTitle entry={entry} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function PanelColumns({ entry, path }: { entry: NavEntry; path: string }) {
  const t = usePortalT()
  const leaves = entry.children!.filter((child) => !child.children)
  const sections = entry.children!.filter((child) => child.children)
  const links = (entries: readonly NavEntry[]) => (
    <ul className="hnav__links">
      {entries.map((child) => (
        <li key={child.id}>
          <Link className="hnav__link" to={`/${child.path}`} aria-current={path === child.path ? 'page' : undefined}>
            <EntryTitle entry={child} />
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <div className="hnav__columns">
      {leaves.length > 0 && links(leaves)}
      {sections.map((section) => (
        <section key={section.id} className="hnav__column" aria-labelledby={`hnav-h-${section.id}`}>
          <h2 id={`hnav-h-${section.id}`} className="hnav__heading">
            {titleOf(t, section)}
          </h2>
          {links(section.children!.filter((child) => !child.children))}
        </section>
      ))}
    </div>
  )
}
