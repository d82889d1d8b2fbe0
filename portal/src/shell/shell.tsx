import { lazy, Suspense, useState } from 'react'
import { Outlet } from '@tanstack/react-router'
import type { LayoutName } from '@paydeck/react'
import { usePaydeck, useSession, useUser } from '@paydeck/react'
import { Button, ScreenHeadingLevel } from '@paydeck/ui'
import { useRouter } from '@tanstack/react-router'
import { StatusPage } from '../app/status-page'
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
        <div className="shell" data-layout={layout} data-navbar={navbar}>
          <a className="skip-link" href="#main">
            {t('shell.skipToContent')}
          </a>
          {navbar === 'vertical' && (
            <aside className="sidebar" data-open={menuOpen || undefined}>
              <div className="sidebar__brand">
                <Brand />
                <button
                  type="button"
                  className="sidebar__close"
                  aria-label={t('shell.closeMenu')}
                  onClick={() => setMenuOpen(false)}
                >
                  ×
                </button>
              </div>
              <VerticalNavbar />
            </aside>
          )}
          <div className="shell__main">
            <div className="shell__top">
              {navbar === 'horizontal' && (
                <div className="shell__brand-row">
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
            <main id="main" className="content" tabIndex={-1}>
              {/* Each route is the page: a screen's title is the page's heading. */}
              <ScreenHeadingLevel.Provider value={1}>
                <ProfileOr>
                  <Outlet />
                </ProfileOr>
              </ScreenHeadingLevel.Provider>
            </main>
            <footer className="footer">
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
