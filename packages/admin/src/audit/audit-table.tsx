import { useState } from 'react'
import type { AuditRecord } from '@paydeck/core/administration'
import { adminStyles, Button, Drawer, formatDate, OpenButton, PagedTable, useUi, type PagedColumn } from '@paydeck/ui'
import type { useAuditPage } from './audit-queries'
import { AuditRecordDetail } from './audit-record'
import { useAuditWords } from './audit-words'

/** The keys of the pages read so far (undefined: the newest): the page shown is the last one's. */
export function useKeysetPages() {
  const [keys, setKeys] = useState<(number | undefined)[]>([undefined])
  return {
    keys,
    before: keys.at(-1),
    newer: () => setKeys((current) => current.slice(0, -1)),
    older: (next: number) => setKeys((current) => [...current, next]),
    toNewest: () => setKeys([undefined]),
  }
}

interface AuditTableProps {
  page: ReturnType<typeof useAuditPage>
  pages: ReturnType<typeof useKeysetPages>
  empty?: string
  /** One record's History: what it was done to goes without saying, and the drawer is narrow. */
  compact?: boolean
}

/**
 * A page of records with the pager of a keyset (newer: back one page; older: the records before the last shown), each
 * opening in a drawer to what it changed.
 */
export function AuditTable({ page, pages, empty, compact }: AuditTableProps) {
  const { t, action, target, outcome, source } = useAuditWords()
  const [opened, setOpened] = useState<AuditRecord | null>(null)
  const { keys } = pages
  const { timeZone } = useUi()
  const allColumns: PagedColumn<AuditRecord>[] = [
    {
      id: 'when',
      header: t('when'),
      cell: (record) => (
        <OpenButton
          pressed={record.seq === opened?.seq}
          label={t('open', { seq: record.seq })}
          onClick={() => setOpened(record)}
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
          <Button variant="secondary" size="sm" disabled={keys.length <= 1} onClick={pages.newer}>
            {t('newer')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page.data?.next || page.isPlaceholderData}
            onClick={() => page.data?.next && pages.older(page.data.next)}
          >
            {t('older')}
          </Button>
        </nav>
      )}
      <Drawer
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        title={opened ? t('record', { seq: opened.seq }) : ''}
      >
        {opened && <AuditRecordDetail record={opened} />}
      </Drawer>
    </>
  )
}
