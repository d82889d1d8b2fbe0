import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'

/** A menu entry's title, marked when it opens a screen this edition does not build (offered by the deployment). */
export function EntryTitle({ entry }: { entry: NavEntry }) {
  const t = usePortalT()
  return (
    <>
      <span>{t(`nav.${entry.id}` as PortalMessageKey)}</span>
      {entry.notInEdition && <small className="nav__unbuilt">{t('shell.notInEdition')}</small>}
    </>
  )
}
