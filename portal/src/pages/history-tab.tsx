import { Suspense, type ReactNode } from 'react'
import { auditReadRule } from '@paydeck/core/administration'
import { useCallAccess } from '@paydeck/react'
import { lazyWithWords, ScreenHeadingLevel } from '@paydeck/ui'

// The History a record's screen shows (issue 65): the audit trail's records on it, drawn by @paydeck/admin's
// AuditHistory and handed to the widget that shows the record (widgets never import each other: the portal wires
// them). Loaded with its words when first shown, and only for a reader who may read the trail.
const AuditHistory = lazyWithWords(() =>
  import('@paydeck/admin/audit').then((module) => ({ default: module.AuditHistory })),
)

/**
 * The History of one kind of record, for a reader who may read the trail; undefined for anyone else. Where it is a
 * section of a page it has a heading of the level given (a section of the page 2, of a ticket 3); in a tab, none.
 */
export function useHistoryTab(
  targetType: string,
  { headingLevel }: { headingLevel?: 2 | 3 } = {},
): ((id: number | string) => ReactNode) | undefined {
  const allowed = useCallAccess(auditReadRule) === 'allowed'
  if (!allowed) return undefined
  return (id) => (
    <Suspense fallback={null}>
      <ScreenHeadingLevel.Provider value={headingLevel ?? 2}>
        <AuditHistory targetType={targetType} targetId={id} heading={headingLevel !== undefined} />
      </ScreenHeadingLevel.Provider>
    </Suspense>
  )
}
