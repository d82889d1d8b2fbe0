import { Suspense, type ComponentProps } from 'react'
import { lazyWithWords } from '@paydeck/ui'

// Parts of the disputes loaded when first shown: a payment's disputes with its Disputes tab (not with the lookup), and
// one dispute when it is opened (not with the list).
const Panel = lazyWithWords(() =>
  import('./transaction-disputes').then((module) => ({ default: module.TransactionDisputes })),
)
const Detail = lazyWithWords(() => import('./dispute-detail').then((module) => ({ default: module.DisputeDetail })))

export function LazyTransactionDisputes(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}

export function LazyDisputeDetail(props: ComponentProps<typeof Detail>) {
  return (
    <Suspense fallback={null}>
      <Detail {...props} />
    </Suspense>
  )
}
