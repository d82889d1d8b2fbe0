import type { Transaction } from '@paydeck/core/transactions'
import { Button, formatDate, StatusPill, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'
import { TransactionAmount } from '../shared/money'
import { useMethodNames } from './transaction-columns'

const styles = {
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '2' }),
  row: css({
    all: 'unset',
    boxSizing: 'border-box',
    inlineSize: '100%',
    cursor: 'pointer',
    display: 'grid',
    gap: '1',
    padding: '3',
    borderRadius: 'md',
    border: '1px solid token(colors.neutralBg)',
    bg: 'surface',
    fontSize: 'sm',
    _hover: { borderColor: 'border' },
    _focusVisible: { outline: '2px solid {colors.focusRing}', outlineOffset: '2px' },
  }),
  top: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', fontWeight: '700' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', gap: '1 3', color: 'subtle' }),
  state: css({ color: 'subtle', paddingBlock: '6', textAlign: 'center' }),
  error: css({ color: 'negative', display: 'grid', gap: '2', justifyItems: 'center', paddingBlock: '6' }),
}

export interface CompactRowsProps {
  rows: readonly Transaction[]
  loading: boolean
  error: string | null
  /** Asks again; none where trying again cannot help. */
  onRetry?: () => void
  emptyText: string
  onOpen: (transaction: Transaction) => void
}

/** The lookup on a phone: each transaction a two-line card (amount and status, then reference, time and method). */
export function CompactRows({ rows, loading, error, onRetry, emptyText, onOpen }: CompactRowsProps) {
  const t = useTransactionsT()
  const { timeZone } = useUi()
  const methodName = useMethodNames()
  if (error)
    return (
      <div className={styles.error} role="alert">
        <p>{error}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </div>
    )
  if (rows.length === 0)
    return (
      <p className={styles.state} role="status">
        {loading ? t('loading') : emptyText}
      </p>
    )
  return (
    <ul className={styles.list} aria-label={t('lookupTitle')} aria-busy={loading || undefined}>
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" className={styles.row} onClick={() => onOpen(row)}>
            <span className={styles.top}>
              <TransactionAmount transaction={row} />
              <StatusPill status={row.status} label={t(`status.${row.status}`)} />
            </span>
            <span className={styles.meta}>
              <span>{row.externalId}</span>
              <span>{formatDate(row.created, { timeZone, time: 'minutes' })}</span>
              <span>{methodName(row.paymentMethod)}</span>
              {row.card && <span>•••• {row.card.last4}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
