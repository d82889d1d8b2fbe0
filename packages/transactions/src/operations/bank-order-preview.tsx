import { useState, type ReactNode } from 'react'
import {
  applyBankOrder,
  discardBankOrder,
  type BankOrder,
  type BankOrderItem,
  type RowError,
} from '@paydeck/core/transaction-actions'
import { moneyOf } from '@paydeck/core/transactions'
import { usePaydeck } from '@paydeck/react'
import { Button, type ColumnDef, DataTable, formatMoney, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { Money } from '../shared/money'
import { transactionKeys } from '../shared/transaction-queries'
import { useOperationsT } from './operations-messages'
import { useOnceAction } from './use-once-action'
import { operationStyles } from './operation-styles'

const styles = {
  panel: css({
    display: 'grid',
    gap: '3',
    padding: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'surface',
  }),
  heading: css({ fontSize: 'md', fontWeight: '600', margin: '0' }),
  note: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
  warning: css({ margin: '0', color: 'pending', fontWeight: '600' }),
  choice: css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' }),
  error: css({ margin: '0', color: 'negative' }),
}

/** The rows a file was refused by, each by its line and reason. */
export function RowErrors({ errors }: { errors: readonly RowError[] }) {
  const t = useOperationsT()
  return (
    <>
      <p className={css({ margin: '0' })}>{t('bankOrders.refusedRows', { count: errors.length })}</p>
      <ul className={operationStyles.refusals}>
        {errors.map((error) => (
          <li key={error.row}>{t('bankOrders.rowError', { row: error.row, message: error.message })}</li>
        ))}
      </ul>
    </>
  )
}

/** A bank order's transfers: line, payee, amount, reference, and whether an earlier order already pays the same. */
export function BankOrderItemsTable({
  caption,
  items,
  loading = false,
  error = null,
  onRetry,
}: {
  caption: string
  items: readonly BankOrderItem[]
  loading?: boolean
  error?: string | null
  onRetry?: () => void
}) {
  const t = useOperationsT()
  const columns: ColumnDef<BankOrderItem, unknown>[] = [
    { id: 'line', header: t('bankOrders.line'), accessorKey: 'rowNumber' },
    { id: 'beneficiary', header: t('column.beneficiary'), accessorKey: 'beneficiary' },
    { id: 'iban', header: t('bankOrders.iban'), accessorKey: 'iban' },
    {
      id: 'amount',
      header: t('column.amount'),
      accessorKey: 'amount',
      meta: { align: 'end' },
      cell: ({ row }) => <Money amount={row.original.amount} currency={row.original.currency} />,
    },
    { id: 'reference', header: t('column.reference'), accessorKey: 'reference' },
    {
      id: 'repeat',
      header: t('bankOrders.repeat'),
      cell: ({ row }) =>
        row.original.seenInOrder === null ? '—' : t('bankOrders.seenIn', { id: row.original.seenInOrder }),
    },
  ]
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={[...items]}
      loading={loading}
      error={error}
      onRetry={onRetry}
      getRowId={(item) => String(item.id)}
    />
  )
}

/** What a draft will pay, per currency, in the user's words. */
export function useTotalsText() {
  const { locale } = useUi()
  return (order: BankOrder) =>
    order.totals.map((total) => formatMoney(moneyOf(total.amount, total.currency), locale)).join(', ')
}

/**
 * Applying a draft: it says what will be paid, what was refused and whether the file or its rows were uploaded
 * before; applying a partly refused file needs its valid rows chosen, a repeat needs "upload anyway", and nothing is
 * paid until Apply. `onEnded` gets the order as it stands after Apply or Discard.
 */
export function ApplyPanel({
  order,
  onEnded,
  children,
}: {
  order: BankOrder
  onEnded: (order: BankOrder) => void
  /** What the panel shows of the rows (the refused ones, the transfers) between its summary and its choices. */
  children?: ReactNode
}) {
  const t = useOperationsT()
  const paydeck = usePaydeck()
  const totals = useTotalsText()
  const [validRows, setValidRows] = useState(false)
  const [anyway, setAnyway] = useState(false)
  const scope = transactionKeys.bankOrders()
  const apply = useOnceAction(
    (requestId) =>
      applyBankOrder(paydeck.http, order.id, { applyValidRows: validRows, uploadAnyway: anyway }, requestId),
    { scope, onDone: onEnded },
  )
  const discard = useOnceAction((requestId) => discardBankOrder(paydeck.http, order.id, requestId), {
    scope,
    onDone: onEnded,
  })
  const repeat = order.sameFileAs !== null || order.rowsSeenBefore > 0
  const ready = (order.rowsRefused === 0 || validRows) && (!repeat || anyway)
  const busy = apply.isPending || discard.isPending
  const failure = apply.error ?? discard.error
  return (
    <section className={styles.panel} aria-labelledby={`pd-bank-order-${order.id}-preview`}>
      <h3 id={`pd-bank-order-${order.id}-preview`} className={styles.heading}>
        {t('bankOrders.previewTitle', { id: order.id, file: order.fileName })}
      </h3>
      <p className={styles.note}>{t('bankOrders.previewNote')}</p>
      <p className={css({ margin: '0' })}>
        {t('bankOrders.willPay', {
          count: order.itemCount,
          read: order.itemCount + order.rowsRefused,
          totals: totals(order),
        })}
      </p>
      {order.sameFileAs !== null && (
        <p className={styles.warning}>{t('bankOrders.sameFile', { id: order.sameFileAs })}</p>
      )}
      {order.sameFileAs === null && order.rowsSeenBefore > 0 && (
        <p className={styles.warning}>{t('bankOrders.rowsSeen', { count: order.rowsSeenBefore })}</p>
      )}
      {children}
      {order.rowsRefused > 0 && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={operationStyles.check}
            checked={validRows}
            onChange={(event) => setValidRows(event.target.checked)}
          />
          {t('bankOrders.chooseValid', { valid: order.itemCount, refused: order.rowsRefused })}
        </label>
      )}
      {repeat && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={operationStyles.check}
            checked={anyway}
            onChange={(event) => setAnyway(event.target.checked)}
          />
          {t('bankOrders.uploadAnyway')}
        </label>
      )}
      <div className={operationStyles.bar}>
        <Button onClick={() => apply.mutate()} disabled={!ready || busy}>
          {apply.isPending ? t('working') : t('bankOrders.apply', { count: order.itemCount })}
        </Button>
        <Button variant="secondary" onClick={() => discard.mutate()} disabled={busy}>
          {discard.isPending ? t('working') : t('bankOrders.discard')}
        </Button>
        {!ready && <span className={operationStyles.count}>{t('bankOrders.chooseFirst')}</span>}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
    </section>
  )
}
