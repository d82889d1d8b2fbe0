import { lazy, Suspense, useState } from 'react'
import { Outlet } from '@tanstack/react-router'
import type { LayoutName } from '@paydeck/react'
import { usePaydeck, useSession, useUser } from '@paydeck/react'
import { Button, ScreenHeadingLevel } from '@paydeck/ui'
import { useRouter } from '@tanstack/react-router'
import { css } from '@paydeck/ui/styled-system/css'
import { StatusPage } from '../app/status-page'
import { NARROW as NARROW_SCREEN, useMediaQuery } from '../app/use-media-query'
import { usePortalT } from '../i18n/portal-i18n'
import { Brand } from './brand'
import { DocumentViewerHost } from './document-viewer-host'
import { useErrorsEndWithPage } from './error-snackbar'
import { HorizontalNavbar } from './horizontal-navbar'
import { PortalBell } from './portal-bell'
import { PortalSupportButton } from './portal-support-button'
import { SessionWatch } from './session-watch'
import { Toolbar } from './toolbar'
import { ToolbarSlotsProvider } from './toolbar-slots'
import { useCurrentPath } from './use-menu'
import { useTenantLook } from './use-tenant-look'
import { VerticalNavbar } from './vertical-navbar'

// The quick panel is code the first screen does not need: it loads when first opened.
const QuickPanel = lazy(() => import('./quick-panel').then((module) => ({ default: module.QuickPanel })))

/** Seed 000 section 1: the four layouts, each a navbar (vertical or horizontal), toolbar, footer and panels. */
const layouts: Record<LayoutName, { navbar: 'vertical' | 'horizontal'; toolbar: 'classic' | 'v2' }> = {
  'vertical-layout-1': { navbar: 'vertical', toolbar: 'classic' },
  'vertical-v2': { navbar: 'vertical', toolbar: 'v2' },
  Entreprise: { navbar: 'horizontal', toolbar: 'classic' },
  Material: { navbar: 'horizontal', toolbar: 'classic' },
}

/** The narrow screen on which the vertical navbar slides in from the start edge. */
// The width NARROW_SCREEN names (use-media-query.ts), written out here for Panda to read.
const NARROW = '@media (max-width: 60rem)'
const MATERIAL = "[data-layout='Material'] &"

// The shell's grid: the sidebar beside the column of top bars, content and footer (the horizontal layouts stack
// them); Material puts a coloured band behind a raised, centred content card.
const styles = {
  shell: css({
    minBlockSize: '100vh',
    display: 'flex',
    background: 'var(--pd-main)',
    "&[data-navbar='horizontal']": { flexDirection: 'column' },
  }),
  skipLink: css({
    position: 'absolute',
    insetInlineStart: '1rem',
    insetBlockStart: '-3rem',
    zIndex: '100',
    padding: '0.5rem 1rem',
    background: 'var(--pd-link)',
    color: '#fff',
    borderRadius: '6px',
    '&:focus': { insetBlockStart: '1rem' },
  }),
  sidebar: css({
    inlineSize: '16rem',
    flexShrink: '0',
    background: 'var(--pd-sidebar)',
    color: 'var(--pd-on-sidebar, #fff)',
    position: 'sticky',
    insetBlockStart: '0',
    blockSize: '100vh',
    overflowY: 'auto',
    [NARROW]: {
      position: 'fixed',
      insetBlock: '0',
      insetInlineStart: '0',
      zIndex: '50',
      transform: 'translateX(-100%)',
      // Closed, it casts no shadow over the page's edge and its links leave the tab order once it has slid out.
      visibility: 'hidden',
      transition: 'transform 0.2s, visibility 0s 0.2s',
      '&[data-open]': {
        transform: 'none',
        visibility: 'visible',
        transition: 'transform 0.2s',
        // A scrim over the page while the menu is open.
        boxShadow: '0 0 0 100vmax rgb(0 0 0 / 0.45)',
      },
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&[data-open]': { transition: 'none' } },
  }),
  sidebarBrand: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '1rem',
    minBlockSize: '4rem',
  }),
  sidebarClose: css({
    display: 'none',
    border: '0',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: '1.5rem',
    cursor: 'pointer',
    [NARROW]: { display: 'inline-flex' },
  }),
  main: css({
    flex: '1',
    minInlineSize: '0',
    display: 'flex',
    flexDirection: 'column',
    [MATERIAL]: { background: 'linear-gradient(var(--pd-header) 0 13rem, var(--pd-main) 13rem)' },
  }),
  top: css({ position: 'relative', zIndex: '10', [MATERIAL]: { background: 'var(--pd-header)' } }),
  brandRow: css({
    display: 'flex',
    alignItems: 'center',
    padding: '0.75rem 1.5rem',
    background: 'var(--pd-sidebar)',
    color: 'var(--pd-on-sidebar, #fff)',
    [MATERIAL]: { background: 'transparent', color: 'var(--pd-on-header, #fff)' },
  }),
  content: css({
    flex: '1',
    padding: '1.5rem',
    // At least a screen tall, so the footer starts below the fold and a screen's content arriving never pushes it
    // out of view (a layout shift on every page that loads its data after the shell).
    minBlockSize: '100vh',
    '&:focus': { outline: 'none' },
    [NARROW]: { padding: '1rem' },
    [MATERIAL]: {
      margin: '1rem auto 0',
      inlineSize: 'min(72rem, calc(100% - 2rem))',
      background: '#fff',
      borderRadius: '12px',
      boxShadow: '0 2px 12px rgb(0 0 0 / 0.12)',
    },
  }),
  footer: css({
    padding: '1rem 1.5rem',
    fontSize: '0.8125rem',
    color: 'color-mix(in srgb, var(--pd-text) 75%, transparent)',
    borderBlockStart: '1px solid rgb(0 0 0 / 0.08)',
    [MATERIAL]: { textAlign: 'center', border: '0' },
  }),
}

// The widgets the toolbar holds (seed 000 section 1).
const slots = { bell: <PortalBell />, support: <PortalSupportButton /> }

/** The frame of every signed-in screen, in the tenant's layout and colours. */
export function Shell() {
  const t = usePortalT()
  const layout = useTenantLook()
  const user = useUser()
  const path = useCurrentPath()
  const [quickPanel, setQuickPanel] = useState<boolean | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuPath, setMenuPath] = useState(path)
  // On a narrow screen the menu is off the page until opened: its links are built when it first opens, not with
  // every first screen (a third of a phone's first render).
  const narrow = useMediaQuery(NARROW_SCREEN)
  const [menuBuilt, setMenuBuilt] = useState(false)
  if (menuOpen && !menuBuilt) setMenuBuilt(true)
  const { navbar, toolbar } = layouts[layout]
  useErrorsEndWithPage(path)
  // A navigation closes the off-canvas menu of narrow screens.
  if (menuPath !== path) {
    setMenuPath(path)
    setMenuOpen(false)
  }

  return (
    <ToolbarSlotsProvider slots={slots}>
      <SessionWatch>
        <div className={styles.shell} data-layout={layout} data-navbar={navbar}>
          <a className={styles.skipLink} href="#main">
            {t('shell.skipToContent')}
          </a>
          {navbar === 'vertical' && (
            <aside className={styles.sidebar} data-open={menuOpen || undefined}>
              <div className={styles.sidebarBrand}>
                <Brand />
                <button
                  type="button"
                  className={styles.sidebarClose}
                  aria-label={t('shell.closeMenu')}
                  onClick={() => setMenuOpen(false)}
                >
                  ×
                </button>
              </div>
              {(!narrow || menuBuilt) && <VerticalNavbar />}
            </aside>
          )}
          <div className={styles.main}>
            <div className={styles.top}>
              {navbar === 'horizontal' && (
                <div className={styles.brandRow}>
                  <Brand />
                </div>
              )}
              <Toolbar
                variant={toolbar}
                onOpenQuickPanel={() => setQuickPanel(true)}
                onOpenMenu={navbar === 'vertical' ? () => setMenuOpen(true) : undefined}
              />
              {navbar === 'horizontal' && <HorizontalNavbar />}
            </div>
            <main id="main" className={styles.content} tabIndex={-1}>
              {/* Each route is the page: a screen's title is the page's heading. */}
              <ScreenHeadingLevel.Provider value={1}>
                <ProfileOr>
                  <Outlet />
                </ProfileOr>
              </ScreenHeadingLevel.Provider>
            </main>
            <footer className={styles.footer}>
              {t('shell.footer', { tenant: user?.tenant.name ?? 'Paydeck', year: new Date().getFullYear() })}
            </footer>
          </div>
          {quickPanel !== null && (
            <Suspense>
              <QuickPanel open={quickPanel} onOpenChange={setQuickPanel} />
            </Suspense>
          )}
          <DocumentViewerHost />
        </div>
      </SessionWatch>
    </ToolbarSlotsProvider>
  )
}

/** Seed 000 section 8: a failed user-context call sets its failure state, and the screen says so. */
function ProfileOr({ children }: { children: React.ReactNode }) {
  const t = usePortalT()
  const paydeck = usePaydeck()
  const router = useRouter()
  const status = useSession((state) => state.userStatus)
  const error = useSession((state) => state.userError)
  if (status !== 'failed') return children
  const retry = async () => {
    if (await paydeck.session.loadUserContext()) await router.invalidate()
  }
  return (
    <StatusPage title={t('page.profileFailed')} tone="error">
      <p role="alert">{error}</p>
      <Button onClick={() => void retry()}>{t('page.tryAgain')}</Button>
    </StatusPage>
  )
}
