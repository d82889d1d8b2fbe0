import { useCallback, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT, type PortalTranslate } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'
import { EntryTitle } from './entry-title'
import { NavIcon } from './nav-icon'
import { useDismiss } from './use-dismiss'
import { isActive, useCurrentPath, useMenu } from './use-menu'

const focusRing = { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' } } as const

const link = {
  display: 'block',
  padding: '0.3rem 0.25rem',
  color: 'var(--pd-link)',
  textDecoration: 'none',
  borderRadius: '4px',
  "&:hover, &[aria-current='page']": { textDecoration: 'underline' },
  ...focusRing,
} as const

const styles = {
  nav: css({
    background: 'var(--pd-sidebar)',
    color: 'var(--pd-on-sidebar, #fff)',
    position: 'relative',
    "[data-layout='Material'] &": { background: 'transparent', color: 'var(--pd-on-header, #fff)' },
    "[data-layout='Entreprise'] &": { boxShadow: '0 2px 6px rgb(0 0 0 / 0.15)' },
  }),
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.25rem',
    margin: '0',
    padding: '0.375rem 1rem',
    listStyle: 'none',
  }),
  // A top entry: a link, or the button of a section's panel. No browser chrome, the bar's colours.
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.375rem',
    padding: '0.5rem 0.75rem',
    border: '0',
    borderRadius: '6px',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.9rem',
    textDecoration: 'none',
    cursor: 'pointer',
    "&:hover, &[aria-expanded='true']": { background: 'rgb(255 255 255 / 0.14)' },
    '&[data-active]': { boxShadow: 'inset 0 -3px 0 var(--pd-primary)' },
    ...focusRing,
  }),
  panel: css({
    position: 'absolute',
    insetInline: '1rem',
    insetBlockStart: '100%',
    maxBlockSize: '70vh',
    overflowY: 'auto',
    padding: '1rem 1.25rem',
    background: '#fff',
    color: '#1f2328',
    borderRadius: '0 0 10px 10px',
    boxShadow: '0 12px 28px rgb(0 0 0 / 0.2)',
  }),
  columns: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: '1rem 1.5rem' }),
  heading: css({
    margin: '0 0 0.375rem',
    fontSize: '0.75rem',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: '#57606a',
  }),
  links: css({ margin: '0', padding: '0', listStyle: 'none' }),
  link: css(link),
  overview: css(link, { display: 'inline-block', marginBlockEnd: '0.75rem', fontWeight: '700' }),
}

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
    <nav ref={navRef} className={styles.nav} aria-label={t('shell.navigation')}>
      <ul className={styles.bar}>
        {menu.map((entry) => (
          <li key={entry.id}>
            {entry.children ? (
              <>
                <button
                  type="button"
                  className={styles.button}
                  aria-expanded={openId === entry.id}
                  aria-controls={`hnav-${entry.id}`}
                  data-active={isActive(entry, path) || undefined}
                  onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
                >
                  <NavIcon entry={entry} />
                  {titleOf(t, entry)}
                  <Icon name="chevronDown" size={14} />
                </button>
                <div id={`hnav-${entry.id}`} className={styles.panel} hidden={openId !== entry.id}>
                  {entry.path && (
                    <Link className={styles.overview} to={`/${entry.path}`} activeOptions={{ exact: true }}>
                      {t('page.overview')}
                    </Link>
                  )}
                  <PanelColumns entry={entry} path={path} />
                </div>
              </>
            ) : (
              <Link
                className={styles.button}
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
    <ul className={styles.links}>
      {entries.map((child) => (
        <li key={child.id}>
          <Link className={styles.link} to={`/${child.path}`} aria-current={path === child.path ? 'page' : undefined}>
            <EntryTitle entry={child} />
          </Link>
        </li>
      ))}
    </ul>
  )
  return (
    <div className={styles.columns}>
      {leaves.length > 0 && links(leaves)}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`hnav-h-${section.id}`}>
          <h2 id={`hnav-h-${section.id}`} className={styles.heading}>
            {titleOf(t, section)}
          </h2>
          {links(section.children!.filter((child) => !child.children))}
        </section>
      ))}
    </div>
  )
}
