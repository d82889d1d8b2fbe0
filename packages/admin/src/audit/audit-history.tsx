import { useState } from 'react'
import type { AuditRecord } from '@paydeck/core/administration'
import { useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { adminStyles, Drawer, Heading } from '@paydeck/ui'
import { AuditTable } from './audit-table'
import { useAuditT } from './audit-messages'
import { useAuditPage } from './audit-queries'
import { AuditRecordDetail } from './audit-record'

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
  const [keys, setKeys] = useState<(number | undefined)[]>([undefined])
  const before = keys.at(-1)
  const page = useAuditPage({
    targetType,
    targetId: String(targetId),
    pageSize: HISTORY_PAGE_SIZE,
    ...(before !== undefined && { before }),
  })
  useWidgetLifecycle('audit-log', { ready: page.isSuccess, error: page.error }, lifecycle)
  const [opened, setOpened] = useState<AuditRecord | null>(null)
  return (
    <section className={adminStyles.root} aria-label={t('historyTitle')}>
      {heading && <Heading className={adminStyles.subheading}>{t('historyTitle')}</Heading>}
      <AuditTable
        page={page}
        onOpen={setOpened}
        opened={opened?.seq}
        keys={keys}
        onNewer={() => setKeys((current) => current.slice(0, -1))}
        onOlder={(next) => setKeys((current) => [...current, next])}
        empty={t('historyEmpty')}
        compact
      />
      <Drawer
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        title={opened ? t('record', { seq: opened.seq }) : ''}
      >
        {opened && <AuditRecordDetail record={opened} />}
      </Drawer>
    </section>
  )
}
