import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useRouteEntry } from './use-route-entry'

/** spec-decisions: a screen the documents do not describe says so plainly; it never shows made-up data. */
export function NotInEditionPage() {
  const t = usePortalT()
  const entry = useRouteEntry()
  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={t(`nav.${entry.id}` as PortalMessageKey)} />
      <div className="notice" role="note">
        <p>
          <strong>{t('page.notInEdition')}</strong>
        </p>
        <p>{t('page.notInEditionHint')}</p>
      </div>
    </section>
  )
}
