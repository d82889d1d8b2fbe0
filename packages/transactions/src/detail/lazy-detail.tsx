import { Suspense } from 'react'
import { lazyWithWords } from '@paydeck/ui'
import type { TransactionDetailProps } from './transaction-detail'

// The detail (its drawer, tabs and every read) loads when a transaction is first opened, not with the lookup.
const Detail = lazyWithWords(() =>
  import('./transaction-detail').then((module) => ({ default: module.TransactionDetail })),
)

/** The transaction's detail in its drawer, fetched on first use (the entry's TransactionDetail). */
export function TransactionDetail(props: TransactionDetailProps) {
  return (
    <Suspense fallback={null}>
      <Detail {...props} />
    </Suspense>
  )
}
