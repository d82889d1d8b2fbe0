import type { PortalMessageKey } from '../i18n/messages.en'
import { css } from '@paydeck/ui/styled-system/css'
import { usePortalT } from '../i18n/portal-i18n'
import type { NavEntry } from '../navigation/nav-entry'

// A dashed tag at the end of the entry: a screen the deployment offers elsewhere.
const unbuilt = css({
  marginInlineStart: 'auto',
  paddingInline: '0.375rem',
  border: '1px dashed currentColor',
  borderRadius: '4px',
  fontSize: '0.7rem',
  opacity: '0.8',
  whiteSpace: 'nowrap',
})

/** A menu entry's title, marked when it opens a screen this edition does not build (offered by the deployment). */
export function EntryTitle({ entry }: { entry: NavEntry }) {
  const t = usePortalT()
  return (
    <>
      <span>{t(`nav.${entry.id}` as PortalMessageKey)}</span>
      {entry.notInEdition && <small className={unbuilt}>{t('shell.notInEdition')}</small>}
    </>
  )
}
