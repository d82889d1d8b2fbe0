import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'
import { notice, page } from '../app/page-styles'

/** spec-decisions: a screen the documents do not describe says so plainly; it never shows made-up data. */
export function NotInEditionPage() {
  return <Notice text="page.notInEdition" hint="page.notInEditionHint" />
}

/** A screen the documents describe that is still to come: it says that, never that the documents leave it out. */
export function NotBuiltYetPage() {
  return <Notice text="page.notBuiltYet" hint="page.notBuiltYetHint" />
}

function Notice({ text, hint }: { text: PortalMessageKey; hint: PortalMessageKey }) {
  const t = usePortalT()
  const entry = useRouteEntry()
  return (
    <section className={page} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${entry.id}` as PortalMessageKey)} />
      <div className={notice} role="note">
        <p>
          <strong>{t(text)}</strong>
        </p>
        <p>{t(hint)}</p>
      </div>
    </section>
  )
}
