'use client'

import { useState } from 'react'
import { TransactionDetail, TransactionLookup } from '@paydeck/transactions'

/** The lookup, and the transaction opened from it in its drawer. */
export function Payments() {
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <>
      <TransactionLookup pageSize={10} onOpen={(transaction) => setOpenId(transaction.id)} />
      {openId !== null && (
        <TransactionDetail
          transactionId={openId}
          open
          onOpenChange={(open) => !open && setOpenId(null)}
          onOpenRelated={setOpenId}
        />
      )}
    </>
  )
}
