import { lazy, Suspense } from 'react'
import type { TransactionDetailProps } from './transaction-detail'

// The detail (its drawer, tabs and every read) loads when a transaction is first opened, not with the lookup.
const Detail = lazy(() => import('./transaction-detail').then((module) => ({ default: module.TransactionDetail })))

/** TransactionDetail, fetched on first use. */
export function LazyTransactionDetail(props: TransactionDetailProps) {
  return (
    <Suspense fallback={null}>
      <Detail {...props} />
    </Suspense>
  )
}
