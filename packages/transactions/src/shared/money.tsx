import { moneyOf, shownAmount, type Transaction } from '@paydeck/core/transactions'
import { formatMoney, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'

const styles = {
  amount: css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  card: css({ fontFamily: 'mono', whiteSpace: 'nowrap' }),
}

export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { locale } = useUi()
  return <span className={styles.amount}>{formatMoney(moneyOf(amount, currency), locale)}</span>
}

/** A transaction's amount as the money model shows it: money that left (a refund, a chargeback) is negative. */
export function TransactionAmount({ transaction }: { transaction: Pick<Transaction, 'type' | 'amount' | 'currency'> }) {
  return <Money amount={shownAmount(transaction)} currency={transaction.currency} />
}

/** The masked card: brand, first six and last four (the full number never reaches the browser). */
export function cardText(card: Transaction['card']): string {
  return card ? `${card.brand} ${card.bin}••••••${card.last4}` : '—'
}

/**
 * The masked card; `short` (a table's cell) shows the brand and last four only, the first six on hover and to
 * assistive technology in the full text.
 */
export function MaskedCard({ card, short = false }: { card: Transaction['card']; short?: boolean }) {
  if (!short || !card) return <span className={styles.card}>{cardText(card)}</span>
  return (
    <span className={styles.card} title={cardText(card)}>
      {card.brand} ••{card.last4}
    </span>
  )
}
