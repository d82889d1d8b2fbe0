import type { AuditChange, AuditRecord } from '@paydeck/core/administration'
import { adminStyles, formatDate, Heading, PagedTable, useUi, type PagedColumn } from '@paydeck/ui'
import { useAuditWords } from './audit-words'

interface FieldRow {
  key: string
  row: string
  field: string
  before: string | null
  after: string | null
}

/** A change's rows as one line per field: which row, the field, before and after. */
const fieldRowsOf = (changes: AuditChange[], opWord: (op: AuditChange['op']) => string): FieldRow[] =>
  changes.flatMap((change, index) =>
    change.fields.map((field) => ({
      key: `${index}-${field.field}`,
      row: `${change.table} ${change.key} · ${opWord(change.op)}`,
      field: field.field,
      before: field.before,
      after: field.after,
    })),
  )

/** One record opened: who and how, what it acted on, and every field it changed, before and after. */
export function AuditRecordDetail({ record }: { record: AuditRecord }) {
  const { t, action, target, outcome, source, actorKind } = useAuditWords()
  const { timeZone } = useUi()
  const none = '—'
  const facts: [string, string][] = [
    [t('when'), formatDate(record.at, { timeZone, time: 'seconds' })],
    [t('actor'), `${record.actor.name || record.actor.email} (${record.actor.email}) · ${actorKind(record)}`],
    ...(record.actor.role ? ([[t('role'), record.actor.role]] as [string, string][]) : []),
    ...(record.actor.actingInTenant ? ([[t('actingInTenant'), t('yes')]] as [string, string][]) : []),
    [t('what'), action(record)],
    [t('on'), `${target(record.target.type)} ${record.target.label ?? record.target.id ?? ''}`.trim()],
    [t('result'), `${outcome(record)} · ${record.status}`],
    ...(record.problem ? ([[t('problem'), record.problem]] as [string, string][]) : []),
    [t('reason'), record.reason ?? none],
    [t('withCode'), record.withCode ? t('yes') : t('no')],
    [t('requestId'), record.requestId ?? none],
    [t('via'), source(record)],
    [t('ip'), record.source.ip ?? none],
    [t('userAgent'), record.source.userAgent ?? none],
    [t('hash'), record.hash],
  ]
  const opWord = (op: AuditChange['op']) => t(op)
  const columns: PagedColumn<FieldRow>[] = [
    { id: 'row', header: t('row'), cell: (row) => row.row },
    { id: 'field', header: t('field'), cell: (row) => row.field },
    { id: 'before', header: t('before'), cell: (row) => row.before ?? none, flexible: true },
    { id: 'after', header: t('after'), cell: (row) => row.after ?? none, flexible: true },
  ]
  const rows = fieldRowsOf(record.changes, opWord)
  return (
    <div className={adminStyles.root}>
      <dl className={adminStyles.list}>
        {facts.map(([term, value]) => (
          <div key={term} className={adminStyles.item}>
            <dt className={adminStyles.meta}>{term}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <Heading className={adminStyles.subheading}>{t('changed')}</Heading>
      {rows.length === 0 ? (
        <p className={adminStyles.note}>{t('noChanges')}</p>
      ) : (
        <PagedTable
          caption={t('record', { seq: record.seq })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
        />
      )}
      {record.moreChanges > 0 && <p className={adminStyles.note}>{t('moreRows', { count: record.moreChanges })}</p>}
    </div>
  )
}
