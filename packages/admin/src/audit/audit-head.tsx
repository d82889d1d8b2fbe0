import { Suspense, useState } from 'react'
import { useSession } from '@paydeck/react'
import { adminStyles, Button, formatDate, Heading, lazyWithWords, useUi } from '@paydeck/ui'
import { useAuditT } from './audit-messages'
import { useAuditHead } from './audit-queries'

// Loaded when shown, for those who may change it: its form hook is not on the log's first page.
const RetentionForm = lazyWithWords(() =>
  import('./audit-retention').then((module) => ({ default: module.RetentionForm })),
)

/**
 * The newest link of the organisation's chain, to keep elsewhere, and (for a tenant's administrators and platform
 * staff naming a tenant) how long its records are kept.
 */
export function AuditHead({ tenantId }: { tenantId?: number }) {
  const t = useAuditT()
  const { timeZone } = useUi()
  const head = useAuditHead(tenantId)
  const kind = useSession((state) => state.userKind)
  const [message, setMessage] = useState('')
  if (!head.data) return null
  const { hash, seq, at, retentionDays } = head.data
  const mayKeep = kind === 'tenant' || (kind === 'platform' && tenantId !== undefined)
  const copy = async () => {
    await navigator.clipboard?.writeText(hash ?? '')
    setMessage(t('copied'))
  }
  return (
    <section className={adminStyles.card} aria-labelledby="audit-head-heading">
      <Heading id="audit-head-heading" className={adminStyles.subheading}>
        {t('head')}
      </Heading>
      {hash ? (
        <>
          <p className={adminStyles.note}>
            {t('record', { seq: seq ?? 0 })} · {at ? formatDate(at, { timeZone, time: 'seconds' }) : ''}
          </p>
          <code data-audit-head style={{ overflowWrap: 'anywhere' }}>
            {hash}
          </code>
          <p className={adminStyles.note}>{t('headNote')}</p>
          <div className={adminStyles.actions}>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </div>
        </>
      ) : (
        <p className={adminStyles.note}>{t('headNone')}</p>
      )}
      <p role="status" className={adminStyles.note}>
        {message}
      </p>
      {mayKeep && (
        <Suspense fallback={null}>
          <RetentionForm key={retentionDays} days={retentionDays} tenantId={tenantId} onSaved={setMessage} />
        </Suspense>
      )}
    </section>
  )
}
