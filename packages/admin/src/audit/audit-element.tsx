import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { AuditLog } from './audit-log'
import { auditKeys } from './audit-queries'

/** `<paydeck-audit-log>`: the organisation's audit trail, or (with `target-type` and `target-id`) one thing's History. */
export const AuditLogElement = defineElement(
  ({ targetType, targetId, ...lifecycle }: { targetType?: string; targetId?: string } & WidgetLifecycleProps) =>
    targetType && targetId ? (
      <AuditLog {...lifecycle} targetType={targetType} targetId={targetId} />
    ) : (
      <AuditLog {...lifecycle} />
    ),
  {
    tag: elementTags.auditLog,
    attributes: { targetType: 'string', targetId: 'string' },
    host: paydeckElement,
    data: [auditKeys.all],
  },
)
