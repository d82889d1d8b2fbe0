import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'
import { EntryTitle } from './entry-title'
import { NavIcon } from './nav-icon'
import { isActive, useCurrentPath, useMenu } from './use-menu'

const list = { listStyle: 'none', margin: '0', padding: '0' } as const

/** An entry: a link, or a section's button that opens its list in place. No browser chrome, the bar's colours. */
const entry = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  inlineSize: '100%',
  padding: '0.5rem 0.75rem',
  border: '0',
  borderRadius: '6px',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.9rem',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  "&[data-depth='1']": { paddingInlineStart: '2.25rem' },
  "&[data-depth='2']": { paddingInlineStart: '3.25rem' },
  '&:hover': { background: 'rgb(255 255 255 / 0.12)' },
  "&[aria-current='page']": { background: 'rgb(0 0 0 / 0.28)', fontWeight: '700' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
} as const

const styles = {
  menu: css(list, { padding: '0 0.5rem 1rem' }),
  list: css(list),
  heading: css({
    display: 'block',
    padding: '1rem 0.75rem 0.25rem',
    fontSize: '0.75rem',
    fontWeight: '700',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    opacity: '0.85',
  }),
  link: css(entry),
  toggle: css(entry, { '& span': { flex: '1' } }),
  chevron: css({ "[aria-expanded='true'] > &": { transform: 'rotate(180deg)' } }),
}

/** The vertical navbar: groups as headings, collapsable sections that open in place, items as links. */
export function VerticalNavbar({ onNavigate }: { onNavigate?: () => void }) {
  const t = usePortalT()
  const menu = useMenu()
  return (
    <nav aria-label={t('shell.navigation')}>
      <ul className={styles.menu}>
        {menu.map((entry) => (
          <VerticalEntry key={entry.id} entry={entry} depth={0} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  )
}

function VerticalEntry({ entry, depth, onNavigate }: { entry: NavEntry; depth: number; onNavigate?: () => void }) {
  const t = usePortalT()
  const path = useCurrentPath()
  const active = isActive(entry, path)
  const [open, setOpen] = useState(active)
  const title = t(`nav.${entry.id}` as PortalMessageKey)

  if (!entry.children) {
    return (
      <li>
        <Link
          to={`/${entry.path}`}
          className={styles.link}
          data-depth={depth}
          aria-current={path === entry.path ? 'page' : undefined}
          data-active={active || undefined}
          onClick={onNavigate}
        >
          <NavIcon entry={entry} />
          <EntryTitle entry={entry} />
        </Link>
      </li>
    )
  }
  if (entry.type === 'group') {
    return (
      <li>
        <span className={styles.heading} data-heading>
          {title}
        </span>
        <ul className={styles.list}>
          {entry.children.map((child) => (
            <VerticalEntry key={child.id} entry={child} depth={depth} onNavigate={onNavigate} />
          ))}
        </ul>
      </li>
    )
  }
  const listId = `vnav-${entry.id}`
  return (
    <li>
      <button
        type="button"
        className={styles.toggle}
        data-depth={depth}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <NavIcon entry={entry} />
        <span>{title}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {entry.path && (
          <li>
            <Link
              to={`/${entry.path}`}
              className={styles.link}
              data-depth={depth + 1}
              aria-current={path === entry.path ? 'page' : undefined}
              activeOptions={{ exact: true }}
              onClick={onNavigate}
            >
              <span>{t('page.overview')}</span>
            </Link>
          </li>
        )}
        {entry.children.map((child) => (
          <VerticalEntry key={child.id} entry={child} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  )
}
