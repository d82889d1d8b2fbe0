import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { adminStyles, Heading } from '@paydeck/ui'
import { AuditTable, useKeysetPages } from './audit-table'
import { useAuditT } from './audit-messages'
import { useAuditPage } from './audit-queries'

const HISTORY_PAGE_SIZE = 10

export interface AuditHistoryProps extends WidgetLifecycleProps {
  /** What the History is of: a target type of the trail (transaction, role, user, pricebook, pipeline, ticket …). */
  targetType: string
  targetId: string | number
  /** Whether it shows its own heading (a tab names it already). */
  heading?: boolean
}

/** A record's History: the trail's records on it, newest first, each opening to what it changed. */
export function AuditHistory({ targetType, targetId, heading = false, ...lifecycle }: AuditHistoryProps) {
  const t = useAuditT()
  const pages = useKeysetPages()
  const { before } = pages
  const page = useAuditPage({
    targetType,
    targetId: String(targetId),
    pageSize: HISTORY_PAGE_SIZE,
    ...(before !== undefined && { before }),
  })
  useWidgetLifecycle('audit-log', { ready: page.isSuccess, error: page.error }, lifecycle)
  return (
    <section className={adminStyles.root} aria-label={t('historyTitle')}>
      {heading && <Heading className={adminStyles.subheading}>{t('historyTitle')}</Heading>}
      <AuditTable page={page} pages={pages} empty={t('historyEmpty')} compact />
    </section>
  )
}
