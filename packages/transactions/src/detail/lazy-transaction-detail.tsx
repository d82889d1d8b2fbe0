import { Suspense } from 'react'
import { lazyWithWords } from '@paydeck/ui'
import type { TransactionDetailProps } from './transaction-detail'

// The detail (its drawer, tabs and every read) loads when a transaction is first opened, not with the lookup.
const Detail = lazyWithWords(() =>
  import('./detail-with-actions').then((module) => ({ default: module.TransactionDetailWithActions })),
)

/** TransactionDetail with its actions, fetched on first use. */
export function LazyTransactionDetail(props: TransactionDetailProps) {
  return (
    <Suspense fallback={null}>
      <Detail {...props} />
    </Suspense>
  )
}
