import { Suspense } from 'react'
import { auditReadRule } from '@paydeck/core/administration'
import { useCallAccess } from '@paydeck/react'
import { adminStyles, lazyWithWords } from '@paydeck/ui'
import type { AuditHistoryProps } from './audit-history'

// Loaded when first shown: a setup screen's first page does not carry the audit trail's table and words.
const AuditHistory = lazyWithWords(() => import('./audit-history').then((module) => ({ default: module.AuditHistory })))

/** The History of the record a setup screen shows, under it, for a reader who may read the audit trail. */
export function RecordHistory({ targetType, targetId }: Pick<AuditHistoryProps, 'targetType' | 'targetId'>) {
  if (useCallAccess(auditReadRule) !== 'allowed') return null
  return (
    <section className={adminStyles.card}>
      <Suspense fallback={null}>
        <AuditHistory key={`${targetType}-${targetId}`} targetType={targetType} targetId={targetId} heading />
      </Suspense>
    </section>
  )
}
