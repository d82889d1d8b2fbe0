import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { PaydeckProvider } from '@paydeck/react'
import { UiProvider } from '@paydeck/ui'
import { AlertsProvider } from '@paydeck/ui/alerts'
import '@paydeck/ui/styles.css'
import { widgetId, widgets } from './catalogue'
import { configureElements, demoUsers, sandbox, signIn, type DocsSession } from './session'
import { initialTheme, ThemePanel, variablesOf, type Theme } from './theme-panel'
import { WidgetPage } from './widget-page'
import './docs.css'

const locales = { en: 'English', tr: 'Türkçe', ar: 'العربية' } as const
type Locale = keyof typeof locales

/** The docs' place, in the address so that it can be shared: the widget, the account, the sandbox. */
function readAddress() {
  const params = new URLSearchParams(location.search)
  const widget = widgets.find((entry) => widgetId(entry) === params.get('widget')) ?? widgets[0]!
  const as = demoUsers.find((email) => email === params.get('as')) ?? widget.user
  return { widget, as }
}

function hrefOf(changes: Record<string, string>) {
  const params = new URLSearchParams(location.search)
  for (const [name, value] of Object.entries(changes)) params.set(name, value)
  return `?${params}`
}

function Docs() {
  const [{ widget, as }] = useState(readAddress)
  const [session, setSession] = useState<DocsSession | Error | null>(null)
  const [locale, setLocale] = useState<Locale>('en')
  const [theme, setTheme] = useState<Theme>(initialTheme)

  useEffect(() => {
    signIn(as).then(
      (signedIn) => void configureElements(signedIn).then(() => setSession(signedIn), setSession),
      (error: Error) => setSession(error),
    )
  }, [as])
  // On the root: the components, their dialogs (portalled to the body) and the elements' hosts all inherit them.
  useEffect(() => {
    const root = document.documentElement
    const variables = variablesOf(theme)
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
    return () => Object.keys(variables).forEach((name) => root.style.removeProperty(name))
  }, [theme])
  useEffect(() => {
    document.title = `<${widgetId(widget)}> · Paydeck live docs`
  }, [widget])

  return (
    <div className="docs">
      <nav aria-label="Widgets" className="docs-nav">
        <p className="brand">Paydeck live docs</p>
        {[
          { heading: 'Elements and components', entries: widgets.filter((entry) => entry.tag) },
          { heading: 'React only', entries: widgets.filter((entry) => !entry.tag) },
        ].map(({ heading, entries }) => (
          <section key={heading} aria-label={heading}>
            <h2>{heading}</h2>
            <ul>
              {entries.map((entry) => (
                <li key={widgetId(entry)}>
                  <a
                    href={hrefOf({ widget: widgetId(entry), as: entry.user })}
                    aria-current={entry === widget ? 'page' : undefined}
                  >
                    <code>{`<${entry.tag ?? entry.component}>`}</code>
                    {entry.tag && <span>{entry.component}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <main className="docs-main">
        <div className="toolbar">
          <label>
            Signed in as
            <select value={as} onChange={(event) => location.assign(hrefOf({ as: event.target.value }))}>
              {demoUsers.map((email) => (
                <option key={email}>{email}</option>
              ))}
            </select>
          </label>
          <label>
            Language
            <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              {Object.entries(locales).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <span className="hint">Sandbox: {sandbox}</span>
        </div>
        {session === null ? (
          <p role="status">Signing in as {as}…</p>
        ) : session instanceof Error ? (
          <p role="alert">{session.message}</p>
        ) : (
          <PaydeckProvider paydeck={session.paydeck}>
            <WidgetPage key={widgetId(widget)} widget={widget} locale={locale} />
          </PaydeckProvider>
        )}
        <ThemePanel theme={theme} onChange={setTheme} />
      </main>
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <AlertsProvider>
        <Docs />
      </AlertsProvider>
    </UiProvider>
  </StrictMode>,
)
