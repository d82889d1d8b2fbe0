import type { AuditRecord } from '@paydeck/core/administration'
import { readable } from '@paydeck/core/labels'
import { useAuditT } from './audit-messages'

/**
 * A record's words in the reader's language: its action, target, outcome, source and actor's kind by the label
 * layer, a value it does not know (an older record's action) made readable rather than shown as a code.
 */
export function useAuditWords() {
  const t = useAuditT()
  const word = (prefix: string, value: string) => {
    const key = `${prefix}.${value}`
    return Object.hasOwn(useAuditT.en, key) ? t(key as keyof typeof useAuditT.en) : readable(value)
  }
  return {
    t,
    action: (record: Pick<AuditRecord, 'actionKey'>) => word('action', record.actionKey),
    target: (type: string) => word('target', type),
    outcome: (record: Pick<AuditRecord, 'outcome'>) => word('outcome', record.outcome),
    source: (record: Pick<AuditRecord, 'source'>) => word('source', record.source.kind),
    actorKind: (record: Pick<AuditRecord, 'actor'>) => word('actor', record.actor.kind),
  }
}
