import { lazy, Suspense, type ReactNode } from 'react'
import { auditReadRule } from '@paydeck/core/administration'
import { useCallAccess } from '@paydeck/react'

// The History tab a record's screen shows (issue 65): the audit trail's records on it, drawn by @paydeck/admin's
// AuditHistory and handed to the widget that shows the record (widgets never import each other: the portal wires
// them). Loaded when first shown, and only for a reader who may read the trail.
const AuditHistory = lazy(() => import('@paydeck/admin/audit').then((module) => ({ default: module.AuditHistory })))

/**
 * The History of one kind of record, for a reader who may read the trail; undefined for anyone else. With a heading
 * where it is a section of a page, without where a tab names it.
 */
export function useHistoryTab(
  targetType: string,
  { heading = false } = {},
): ((id: number | string) => ReactNode) | undefined {
  const allowed = useCallAccess(auditReadRule) === 'allowed'
  if (!allowed) return undefined
  return (id) => (
    <Suspense fallback={null}>
      <AuditHistory targetType={targetType} targetId={id} heading={heading} />
    </Suspense>
  )
}
