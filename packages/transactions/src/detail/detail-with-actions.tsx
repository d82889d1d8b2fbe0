import { TransactionActions } from '../actions/transaction-actions'
import { TransactionDetail, type TransactionDetailProps } from './transaction-detail'

/** The detail with the actions the user may take (the element's, loaded with it on first open). */
export function TransactionDetailWithActions(props: TransactionDetailProps) {
  return (
    <TransactionDetail
      {...props}
      actions={(details, detailRef) => <TransactionActions details={details} detailRef={detailRef} />}
    />
  )
}
