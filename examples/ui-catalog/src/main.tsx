import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { applyTheme, UiProvider } from '@paydeck/ui'
import { AlertsProvider } from '@paydeck/ui/alerts'
import '@paydeck/ui/styles.css'
import { hrefFor, pages, pageTitles, readSettings, themes, type PageName } from './catalog-settings'
import { ButtonsPage } from './pages/buttons-page'
import { DataTablePage } from './pages/data-table-page'
import { DatePickersPage } from './pages/date-pickers-page'
import { DialogPage } from './pages/dialog-page'
import { DrawerPage } from './pages/drawer-page'
import { ElementPage } from './pages/element-page'
import { FileUploadPage } from './pages/file-upload-page'
import { FormBuilderPage } from './pages/form-builder-page'
import { InputsPage } from './pages/inputs-page'
import { PaginationPage } from './pages/pagination-page'
import { RejectDialogPage } from './pages/reject-dialog-page'
import { SelectPage } from './pages/select-page'
import { StatusPillPage } from './pages/status-pill-page'
import { ToastsPage } from './pages/toasts-page'
import { TooltipPage } from './pages/tooltip-page'
import './catalog.css'

const settings = readSettings(window.location.search)

const content: Record<PageName, () => React.ReactNode> = {
  buttons: ButtonsPage,
  inputs: InputsPage,
  select: SelectPage,
  'date-pickers': DatePickersPage,
  'file-upload': FileUploadPage,
  'form-builder': FormBuilderPage,
  dialog: DialogPage,
  'reject-dialog': RejectDialogPage,
  drawer: DrawerPage,
  'data-table': DataTablePage,
  pagination: PaginationPage,
  'status-pill': StatusPillPage,
  tooltip: TooltipPage,
  toasts: ToastsPage,
  element: () => <ElementPage locale={settings.locale} />,
}

function Catalog() {
  const titles = pageTitles[settings.locale]!
  const Page = content[settings.page]
  useEffect(() => {
    // Theme variables go on the root: the page's tokens and every element host inherit them.
    applyTheme(document.documentElement, themes[settings.theme])
    document.documentElement.lang = settings.locale
    document.title = `${titles[settings.page]} · Paydeck UI catalog`
  }, [titles])
  return (
    <UiProvider locale={settings.locale} timeZone="Europe/Istanbul">
      <AlertsProvider>
        <div className="catalog">
          <nav aria-label="Catalog pages" className="catalog-nav">
            <p className="catalog-brand">Paydeck UI</p>
            <ul>
              {pages.map((page) => (
                <li key={page}>
                  <a href={hrefFor(settings, { page })} aria-current={page === settings.page ? 'page' : undefined}>
                    {titles[page]}
                  </a>
                </li>
              ))}
            </ul>
            <p className="catalog-switches">
              <a href={hrefFor(settings, { theme: settings.theme === 'default' ? 'bosphorus' : 'default' })}>
                Theme: {settings.theme}
              </a>
              <a href={hrefFor(settings, { locale: settings.locale === 'en' ? 'tr' : 'en' })}>
                {settings.locale === 'en' ? 'Türkçe' : 'English'}
              </a>
            </p>
          </nav>
          <main className="catalog-main">
            <h1>{titles[settings.page]}</h1>
            <Page />
          </main>
        </div>
      </AlertsProvider>
    </UiProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Catalog />
  </StrictMode>,
)
