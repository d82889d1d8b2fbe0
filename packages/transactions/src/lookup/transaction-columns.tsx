import type { ReactNode } from 'react'
import {
  transactionColumns,
  transactionSortFields,
  type Transaction,
  type TransactionColumn,
} from '@paydeck/core/transactions'
import { declineReasonOf } from '@paydeck/core/labels'
import { usePaymentMethodNames } from '@paydeck/react'
import { formatDate, StatusPill, useUi, type PagedColumn } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { MaskedCard, Money, TransactionAmount } from '../shared/money'
import { OpenTransaction } from '../shared/open-transaction'

const styles = {
  open: css({
    all: 'unset',
    cursor: 'pointer',
    color: 'link',
    fontWeight: '600',
    whiteSpace: 'nowrap',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { outline: '2px solid {colors.focusRing}', outlineOffset: '2px' },
  }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  hidden: css({ srOnly: true }),
  clipped: css({
    display: 'block',
    maxInlineSize: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  }),
}

/** The columns of amounts, end-aligned as a ledger writes them. */
const figures: ReadonlySet<TransactionColumn> = new Set(['amount', 'refundedAmount', 'riskScore'])

/** How the table opens a transaction (by address too, where the host gives TransactionLinks). */
export interface TransactionOpening {
  open: (row: Transaction) => void
  /** Opens the payment a refund, reversal or chargeback belongs to. */
  openParent: (row: Transaction) => void
  /** A transaction's address (the portal's: the lookup's URL with ?tx=); without it rows open through buttons. */
  linkOf?: (id: number) => string
}

type T = ReturnType<typeof useTransactionsT>

/** The cell each column shows (dates in the user's zone, amounts in their currency's decimals, the card masked). */
function cellOf(
  name: TransactionColumn,
  t: T,
  timeZone: string,
  locale: string,
  methodName: (code: string) => string,
  opening: TransactionOpening | null,
): (row: Transaction) => ReactNode {
  const date = (value: string | null) =>
    value ? <span className={styles.nowrap}>{formatDate(value, { timeZone, time: 'minutes' })}</span> : '—'
  switch (name) {
    case 'created':
      return (row) => date(row.created)
    case 'updated':
      return (row) => date(row.updated)
    case 'settled':
      return (row) => date(row.settled)
    case 'amount':
      return (row) => <TransactionAmount transaction={row} />
    case 'refundedAmount':
      return (row) => (row.refundedAmount ? <Money amount={row.refundedAmount} currency={row.currency} /> : '—')
    case 'status':
      return (row) => <StatusPill status={row.status} label={t(`status.${row.status}`)} />
    case 'type':
      return (row) => t(`type.${row.type}`)
    case 'externalId':
      // A refund, reversal or chargeback links to the payment it belongs to.
      return (row) =>
        row.parentId !== null && opening ? (
          <span className={styles.nowrap}>
            {row.externalId}{' '}
            <OpenTransaction id={row.parentId} className={styles.open} onOpen={() => opening.openParent(row)}>
              {t('ofParent', { id: row.parentId })}
            </OpenTransaction>
          </span>
        ) : (
          row.externalId
        )
    case 'card':
      return (row) => <MaskedCard card={row.card} short />
    case 'cardCountry':
      return (row) => row.card?.issuingCountry ?? '—'
    case 'customerEmail':
      // A long address ends in an ellipsis, whole on hover, rather than pushing the columns after it away.
      return (row) => (
        <span className={styles.clipped} title={row.customer.email}>
          {row.customer.email}
        </span>
      )
    case 'customerName':
      return (row) => row.customer.name
    case 'customerCountry':
      return (row) => row.customer.country
    case 'paymentMethod':
      return (row) => methodName(row.paymentMethod)
    case 'declineReason':
      return (row) => declineReasonOf(row, locale) ?? '—'
    default:
      return (row) => String(row[name])
  }
}

const sortable = new Set<string>(transactionSortFields)

/**
 * The table's columns in the order given; the first one's cell opens the transaction (a link, or a button, so the
 * keyboard reaches every row's detail), named by what it shows with the transaction's reference after it; a
 * movement's order reference links to the payment it belongs to.
 */
export function useTransactionColumns(
  names: readonly TransactionColumn[],
  timeZone: string,
  opening: TransactionOpening,
): PagedColumn<Transaction>[] {
  const t = useTransactionsT()
  const { locale } = useUi()
  const methodName = useMethodNames()
  return names.map((name, index) => {
    // The first cell opens the row already: nothing to open inside it.
    const cell = cellOf(name, t, timeZone, locale, methodName, index === 0 ? null : opening)
    return {
      id: name,
      header: t(`column.${name}`),
      sortable: sortable.has(name),
      ...(figures.has(name) && { align: 'end' as const }),
      // The e-mail gives way, so the default columns fit a laptop's screen without scrolling sideways.
      ...(name === 'customerEmail' && { flexible: true }),
      cell: (row: Transaction) =>
        index === 0 ? (
          <OpenTransaction id={row.id} className={styles.open} onOpen={() => opening.open(row)}>
            {cell(row)}
            <span className={styles.hidden}>, {t('open', { id: row.externalId })}</span>
          </OpenTransaction>
        ) : (
          cell(row)
        ),
    }
  })
}

/** Payment methods by their names in the widget's language (Apple Pay, not APPLEPAY): core's methodNameOf. */
export function useMethodNames(): (code: string) => string {
  return usePaymentMethodNames(useUi().locale)
}

export const defaultColumns: TransactionColumn[] = transactionColumns
  .filter((column) => column.defaultVisible)
  .map((column) => column.name)

const knownColumns = new Set<string>(transactionColumns.map((column) => column.name))
export const isTransactionColumn = (name: string): name is TransactionColumn => knownColumns.has(name)
