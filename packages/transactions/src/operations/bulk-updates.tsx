import { useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  applyBulkUpdate,
  discardBulkUpdate,
  fetchBulkUpdateRows,
  fetchBulkUpdates,
  requestBulkUpdate,
  type BulkUpdate,
  type BulkUpdateResult,
  type BulkUpdateRow,
} from '@paydeck/core/transaction-actions'
import { usePaydeck } from '@paydeck/react'
import {
  Button,
  type ColumnDef,
  DataTable,
  DEFAULT_PAGE_SIZE,
  Dialog,
  formatDate,
  mayRetry,
  type PagedColumn,
  StatusPill,
  useUi,
  PagedResults,
  PAGE_SIZE_OPTIONS,
  usePaging,
} from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { TenantPicker } from '../shared/tenant-picker'
import { transactionKeys } from '../shared/transaction-queries'
import { CsvUploadForm } from './csv-upload-form'
import { useOperationsT } from './operations-messages'
import { useOnceAction } from './use-once-action'
import { operationStyles } from './operation-styles'

const styles = {
  heading: css({ fontSize: 'md', fontWeight: '600', margin: '0' }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' }),
  said: css({ margin: '0' }),
  partly: css({ margin: '0', color: 'pending', fontSize: 'sm' }),
  none: css({ margin: '0', color: 'negative', fontSize: 'sm' }),
  error: css({ margin: '0', color: 'negative' }),
}

const outcomeTones = { Ready: 'pending', Done: 'positive', Refused: 'negative', Skipped: 'neutral' } as const

/** What an applied update did, in the colour of what happened: all done, some refused, or nothing done. */
function AppliedOutcome({ update }: { update: BulkUpdate }) {
  const t = useOperationsT()
  const tone = update.rowsDone === 0 ? styles.none : update.rowsRefused > 0 ? styles.partly : operationStyles.done
  if (update.status === 'Discarded')
    return <p className={operationStyles.count}>{t('bulk.discarded', { id: update.id })}</p>
  return <p className={tone}>{t('outcome', { done: update.rowsDone, refused: update.rowsRefused })}</p>
}

/**
 * A draft's verdicts and what to do with it: nothing has changed yet; Apply makes the ready rows (a file with refused
 * rows only once its ready rows are chosen; the one-time code is asked where the role marks it), Discard drops it.
 */
function DraftChoice({
  draft,
  tenantId,
  onEnded,
}: {
  draft: BulkUpdateResult
  tenantId: number
  onEnded: (result: BulkUpdateResult) => void
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const [validRows, setValidRows] = useState(false)
  const { id, rowsReady, rowsRefused } = draft.bulkUpdate
  const done = { scope: transactionKeys.all, onDone: onEnded }
  const apply = useOnceAction(
    (requestId) => applyBulkUpdate(paydeck.http, { id, tenantId, applyValidRows: validRows }, requestId),
    done,
  )
  const discard = useOnceAction((requestId) => discardBulkUpdate(paydeck.http, { id, tenantId }, requestId), done)
  const busy = apply.isPending || discard.isPending
  const failure = apply.error ?? discard.error
  return (
    <>
      <p className={styles.said}>{t('bulk.draftSaid', { ready: rowsReady, refused: rowsRefused })}</p>
      {rowsRefused > 0 && rowsReady > 0 && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={operationStyles.check}
            checked={validRows}
            onChange={(event) => setValidRows(event.target.checked)}
          />
          {t('bulk.chooseReady', { ready: rowsReady, refused: rowsRefused })}
        </label>
      )}
      <div className={operationStyles.bar}>
        <Button onClick={() => apply.mutate()} disabled={busy || rowsReady === 0 || (rowsRefused > 0 && !validRows)}>
          {apply.isPending ? t('working') : t('bulk.apply', { count: rowsReady })}
        </Button>
        <Button variant="secondary" onClick={() => discard.mutate()} disabled={busy}>
          {discard.isPending ? t('working') : t('bulk.discard')}
        </Button>
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
    </>
  )
}

/** Each row of a bulk update: what it asked for and what became of it, refused rows with their reason. */
function BulkRows({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: readonly BulkUpdateRow[]
  loading?: boolean
  error?: string | null
  onRetry?: () => void
}) {
  const t = useOperationsT()
  const columns: ColumnDef<BulkUpdateRow, unknown>[] = [
    { id: 'line', header: t('bulk.line'), accessorKey: 'rowNumber' },
    { id: 'transaction', header: t('bulk.transaction'), accessorFn: (row) => row.transactionId ?? '—' },
    { id: 'target', header: t('bulk.target'), accessorKey: 'targetStatus' },
    {
      id: 'outcome',
      header: t('bulk.outcome'),
      accessorKey: 'outcome',
      cell: ({ row }) => (
        <StatusPill
          status={row.original.outcome}
          label={t(`bulk.outcome.${row.original.outcome}`)}
          tone={outcomeTones[row.original.outcome]}
        />
      ),
    },
    { id: 'message', header: t('bulk.message'), accessorKey: 'message' },
  ]
  return (
    <DataTable
      caption={t('bulk.caption')}
      columns={columns}
      data={[...rows]}
      loading={loading}
      error={error}
      onRetry={onRetry}
      getRowId={(row) => String(row.rowNumber)}
    />
  )
}

/**
 * The platform's bulk update request: the tenant first, then a CSV of transaction ids and the statuses they should
 * reach. The upload changes nothing: every row is said ready or refused, and Apply makes the ready rows one by one
 * under the status table; the answer lists every row's outcome.
 */
export function BulkUpdateRequest({ tenantId: initialTenant }: { tenantId?: number }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [tenantId, setTenantId] = useState(initialTenant)
  const [result, setResult] = useState<BulkUpdateResult | null>(null)
  return (
    <div className={operationStyles.root}>
      <TenantPicker tenantId={tenantId} onChange={setTenantId} />
      {tenantId === undefined ? (
        <p className={operationStyles.count}>{t('bulk.chooseTenant')}</p>
      ) : (
        <CsvUploadForm<BulkUpdateResult>
          key={tenantId}
          label={t('bulk.caption')}
          hint={t('bulk.hint')}
          upload={(csvFile, _fields, options) => requestBulkUpdate(paydeck.http, { csvFile, tenantId }, options)}
          onUploaded={(answer) => {
            setResult(answer)
            void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
          }}
        />
      )}
      {result && tenantId !== undefined && (
        <section className={operationStyles.root} aria-labelledby="pd-bulk-result">
          <h2 id="pd-bulk-result" className={styles.heading}>
            {t('bulk.resultTitle', { id: result.bulkUpdate.id, file: result.bulkUpdate.fileName })}
          </h2>
          <div role="status">
            {result.bulkUpdate.status !== 'Draft' && <AppliedOutcome update={result.bulkUpdate} />}
          </div>
          {result.bulkUpdate.status === 'Draft' && (
            <DraftChoice key={result.bulkUpdate.id} draft={result} tenantId={tenantId} onEnded={setResult} />
          )}
          <BulkRows rows={result.rows} />
        </section>
      )}
    </div>
  )
}

/** The platform's bulk update history of a tenant, newest first; each one's rows with their outcomes. */
export function BulkUpdateHistory({
  tenantId: initialTenant,
  pageSize = DEFAULT_PAGE_SIZE,
}: {
  tenantId?: number
  pageSize?: number
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const { timeZone } = useUi()
  const [tenantId, setTenantId] = useState(initialTenant)
  const { paging, setPaging, toFirst } = usePaging(pageSize)
  const [opened, setOpened] = useState<BulkUpdate | null>(null)
  const history = useQuery({
    queryKey: transactionKeys.bulkUpdatePage(tenantId, paging),
    queryFn: ({ signal }) =>
      fetchBulkUpdates(paydeck.http, { tenantId: tenantId!, pageIndex: paging.index, pageSize: paging.size }, signal),
    enabled: tenantId !== undefined,
    placeholderData: keepPreviousData,
  })
  const columns: PagedColumn<BulkUpdate>[] = [
    { id: 'id', header: t('column.id'), cell: (update) => update.id },
    {
      id: 'created',
      header: t('column.created'),
      cell: (update) => formatDate(update.created, { timeZone, time: 'minutes' }),
    },
    { id: 'file', header: t('bulk.file'), cell: (update) => update.fileName },
    { id: 'requestedBy', header: t('bulk.requestedBy'), cell: (update) => update.requestedBy },
    { id: 'mode', header: t('bulk.mode'), cell: (update) => update.mode },
    {
      id: 'status',
      header: t('bankOrders.status'),
      cell: (update) => (
        <StatusPill
          status={update.status}
          label={t(`bulk.status.${update.status}`)}
          tone={({ Applied: 'positive', Draft: 'neutral', Discarded: 'neutral' } as const)[update.status]}
        />
      ),
    },
    { id: 'done', header: t('bulk.done'), align: 'end', cell: (update) => update.rowsDone },
    { id: 'refused', header: t('bulk.refused'), align: 'end', cell: (update) => update.rowsRefused },
    {
      id: 'open',
      header: <span className={css({ srOnly: true })}>{t('bulk.caption')}</span>,
      cell: (update) => (
        <Button variant="secondary" size="sm" onClick={() => setOpened(update)}>
          {t('bulk.showRows', { id: update.id })}
        </Button>
      ),
    },
  ]
  return (
    <div className={operationStyles.root}>
      <TenantPicker
        tenantId={tenantId}
        onChange={(tenant) => {
          setTenantId(tenant)
          toFirst()
        }}
      />
      {tenantId === undefined ? (
        <p className={operationStyles.count}>{t('bulk.chooseTenant')}</p>
      ) : (
        <>
          <PagedResults
            caption={t('bulk.historyCaption')}
            columns={columns}
            query={history}
            rowKey={(update) => update.id}
            paging={paging}
            onPaging={setPaging}
            empty={t('bulk.historyEmpty')}
            pageSizes={PAGE_SIZE_OPTIONS}
            failed={(error) => t('bulk.historyFailed', { error })}
          />
        </>
      )}
      {opened && tenantId !== undefined && (
        <BulkUpdateRows update={opened} tenantId={tenantId} onClose={() => setOpened(null)} />
      )}
    </div>
  )
}

function BulkUpdateRows({ update, tenantId, onClose }: { update: BulkUpdate; tenantId: number; onClose: () => void }) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const rows = useQuery({
    queryKey: transactionKeys.bulkUpdateRows(update.id, tenantId),
    queryFn: ({ signal }) => fetchBulkUpdateRows(paydeck.http, update.id, tenantId, signal),
  })
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('bulk.resultTitle', { id: update.id, file: update.fileName })}
    >
      <BulkRows
        rows={rows.data ?? []}
        loading={rows.isPending}
        error={rows.isError ? t('bulk.rowsFailed', { error: rows.error.message }) : null}
        onRetry={mayRetry(rows.error) ? () => void rows.refetch() : undefined}
      />
    </Dialog>
  )
}
