import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@paydeck/ui'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'
import { EntryTitle } from './entry-title'
import { NavIcon } from './nav-icon'
import { isActive, useCurrentPath, useMenu } from './use-menu'

/** The vertical navbar: groups as headings, collapsable sections that open in place, items as links. */
export function VerticalNavbar({ onNavigate }: { onNavigate?: () => void }) {
  const t = usePortalT()
  const menu = useMenu()
  return (
    <nav className="vnav" aria-label={t('shell.navigation')}>
      <ul className="vnav__list">
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
          className="vnav__link"
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
      <li className="vnav__group">
        <span className="vnav__heading">{title}</span>
        <ul className="vnav__list">
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
        className="vnav__link vnav__toggle"
        data-depth={depth}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <NavIcon entry={entry} />
        <span>{title}</span>
        <Icon name="chevronDown" size={16} className="vnav__chevron" />
      </button>
      <ul id={listId} className="vnav__list" hidden={!open}>
        {entry.path && (
          <li>
            <Link
              to={`/${entry.path}`}
              className="vnav__link"
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
