import type { AuditRecord } from '@paydeck/core/administration'
import { adminStyles, Button, formatDate, OpenButton, PagedTable, useUi, type PagedColumn } from '@paydeck/ui'
import type { useAuditPage } from './audit-queries'
import { useAuditWords } from './audit-words'

interface AuditTableProps {
  page: ReturnType<typeof useAuditPage>
  onOpen: (record: AuditRecord) => void
  /** The record open beside the list. */
  opened?: number
  /** The keys of the pages read so far (undefined: the newest). */
  keys: readonly (number | undefined)[]
  onNewer: () => void
  onOlder: (before: number) => void
  empty?: string
  /** One record's History: what it was done to goes without saying, and the drawer is narrow. */
  compact?: boolean
}

/** A page of records with the pager of a keyset: newer (back one page), older (the records before the last shown). */
export function AuditTable({ page, onOpen, opened, keys, onNewer, onOlder, empty, compact }: AuditTableProps) {
  const { t, action, target, outcome, source } = useAuditWords()
  const { timeZone } = useUi()
  const allColumns: PagedColumn<AuditRecord>[] = [
    {
      id: 'when',
      header: t('when'),
      cell: (record) => (
        <OpenButton
          pressed={record.seq === opened}
          label={t('open', { seq: record.seq })}
          onClick={() => onOpen(record)}
        >
          {formatDate(record.at, { timeZone, time: 'seconds' })}
        </OpenButton>
      ),
    },
    { id: 'who', header: t('actor'), cell: (record) => record.actor.name || record.actor.email },
    { id: 'what', header: t('what'), cell: (record) => action(record) },
    {
      id: 'on',
      header: t('on'),
      cell: (record) => `${target(record.target.type)} ${record.target.label ?? record.target.id ?? ''}`.trim(),
      flexible: true,
    },
    {
      id: 'outcome',
      header: t('result'),
      cell: (record) => (record.outcome === 'made' ? outcome(record) : `${outcome(record)} (${record.status})`),
    },
    { id: 'via', header: t('via'), cell: (record) => source(record) },
  ]
  const columns = allColumns.filter((column) => !compact || (column.id !== 'on' && column.id !== 'via'))
  const records = page.data?.data ?? []
  return (
    <>
      <PagedTable
        caption={t('title')}
        columns={columns}
        rows={records}
        rowKey={(record) => record.seq}
        loading={page.isPending || page.isPlaceholderData}
        error={page.error ? page.error.message : null}
        onRetry={() => void page.refetch()}
        emptyText={empty ?? t('empty')}
      />
      {(keys.length > 1 || page.data?.next) && (
        <nav className={adminStyles.actions} aria-label={t('title')}>
          <Button variant="secondary" size="sm" disabled={keys.length <= 1} onClick={onNewer}>
            {t('newer')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page.data?.next || page.isPlaceholderData}
            onClick={() => page.data?.next && onOlder(page.data.next)}
          >
            {t('older')}
          </Button>
        </nav>
      )}
    </>
  )
}
