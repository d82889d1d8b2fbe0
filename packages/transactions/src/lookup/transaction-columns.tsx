import type { ReactNode } from 'react'
import {
  transactionColumns,
  transactionSortFields,
  type Transaction,
  type TransactionColumn,
} from '@paydeck/core/transactions'
import { isLabelled, labelOf, paymentMethodLabels, readable } from '@paydeck/core/labels'
import { useActiveList } from '@paydeck/react'
import { formatDate, StatusPill, useUi, type PagedColumn } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { MaskedCard, Money, TransactionAmount } from '../shared/money'

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
}

type T = ReturnType<typeof useTransactionsT>

/** The cell each column shows (dates in the user's zone, amounts in their currency's decimals, the card masked). */
function cellOf(
  name: TransactionColumn,
  t: T,
  timeZone: string,
  methodName: (code: string) => string,
  openParent: ((row: Transaction) => void) | null,
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
        row.parentId !== null && openParent ? (
          <span className={styles.nowrap}>
            {row.externalId}{' '}
            <button type="button" className={styles.open} onClick={() => openParent(row)}>
              {t('ofParent', { id: row.parentId })}
            </button>
          </span>
        ) : (
          row.externalId
        )
    case 'card':
      return (row) => <MaskedCard card={row.card} />
    case 'cardCountry':
      return (row) => row.card?.issuingCountry ?? '—'
    case 'customerEmail':
      return (row) => row.customer.email
    case 'customerName':
      return (row) => row.customer.name
    case 'customerCountry':
      return (row) => row.customer.country
    case 'paymentMethod':
      return (row) => methodName(row.paymentMethod)
    case 'declineReason':
      return (row) => row.declineReason ?? '—'
    default:
      return (row) => String(row[name])
  }
}

const sortable = new Set<string>(transactionSortFields)

/**
 * The table's columns in the order given; the first one's cell opens the transaction (a button, so the keyboard
 * reaches every row's detail), and a movement's order reference links to the payment it belongs to.
 */
export function useTransactionColumns(
  names: readonly TransactionColumn[],
  timeZone: string,
  onOpen: (row: Transaction) => void,
  onOpenParent?: (row: Transaction) => void,
): PagedColumn<Transaction>[] {
  const t = useTransactionsT()
  const methodName = useMethodNames()
  return names.map((name, index) => {
    // The first cell is a button already: no button inside it.
    const cell = cellOf(name, t, timeZone, methodName, index === 0 ? null : (onOpenParent ?? null))
    return {
      id: name,
      header: t(`column.${name}`),
      sortable: sortable.has(name),
      cell: (row: Transaction) =>
        index === 0 ? (
          <button
            type="button"
            className={styles.open}
            aria-label={t('open', { id: row.externalId })}
            onClick={() => onOpen(row)}
          >
            {cell(row)}
          </button>
        ) : (
          cell(row)
        ),
    }
  })
}

/** Payment methods by their names (Apple Pay, not APPLEPAY) once the active list has arrived. */
/**
 * A payment method's name: the label layer's words for the methods the documents name (at once, in the user's
 * language), the tenant's configured name for its own, and never the bare code while that list loads.
 */
export function useMethodNames(): (code: string) => string {
  const methods = useActiveList('paymentMethods')
  const { locale } = useUi()
  const configured = new Map((methods.data ?? []).map((method) => [method.code, method.name]))
  return (code) =>
    isLabelled(paymentMethodLabels, code)
      ? labelOf(paymentMethodLabels, code, locale)
      : (configured.get(code) ?? readable(code))
}

export const defaultColumns: TransactionColumn[] = transactionColumns
  .filter((column) => column.defaultVisible)
  .map((column) => column.name)

const knownColumns = new Set<string>(transactionColumns.map((column) => column.name))
export const isTransactionColumn = (name: string): name is TransactionColumn => knownColumns.has(name)
