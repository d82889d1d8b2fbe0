import { useState } from 'react'
import { REPORT_COLUMNS_KEY } from '@paydeck/core/reports'
import type { Transaction } from '@paydeck/core/transactions'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { LazyTransactionDetail } from '../detail/lazy-transaction-detail'
import { TransactionLookup } from '../lookup/transaction-lookup'
import { transactionKeys } from '../shared/transaction-queries'

const data = [transactionKeys.all, REPORT_COLUMNS_KEY]

interface LookupElementProps extends WidgetLifecycleProps {
  pageSize?: number
  columnsReportId?: string
  customerId?: number
  noDetail?: boolean
  onOpen?: (detail: { id: number; transaction: Transaction }) => void
}

/**
 * `<paydeck-transaction-lookup page-size="20" columns-report-id="transaction-lookup" customer-id="5">`: the lookup;
 * raises paydeck-transaction-open ({ id, transaction }) when a transaction is chosen and shows its detail, unless
 * `no-detail` leaves that to the page (a `<paydeck-transaction>`, say).
 */
export const TransactionLookupElement = defineElement(
  function LookupElement({
    pageSize,
    columnsReportId,
    customerId,
    noDetail,
    onOpen,
    onReady,
    onError,
  }: LookupElementProps) {
    const [shown, setShown] = useState<number | null>(null)
    return (
      <>
        <TransactionLookup
          pageSize={pageSize}
          columnsReportId={columnsReportId}
          customerId={customerId}
          onReady={onReady}
          onError={onError}
          onOpen={(transaction) => {
            onOpen?.({ id: transaction.id, transaction })
            if (!noDetail) setShown(transaction.id)
          }}
        />
        {shown !== null && (
          <LazyTransactionDetail
            transactionId={shown}
            open
            onOpenChange={(open) => !open && setShown(null)}
            onOpenRelated={setShown}
          />
        )}
      </>
    )
  },
  {
    tag: elementTags.transactionLookup,
    attributes: { pageSize: 'number', columnsReportId: 'string', customerId: 'number', noDetail: 'boolean' },
    events: { onOpen: 'paydeck-transaction-open' },
    host: paydeckElement,
    data,
  },
)

interface DetailElementProps extends WidgetLifecycleProps {
  transactionId?: number
  tenantId?: number
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * `<paydeck-transaction transaction-id="12" open>`: one transaction's detail in a drawer while `open` is set;
 * raises paydeck-transaction-close ({}) when the user closes it (which removes `open`).
 */
export const TransactionElement = defineElement(
  ({ transactionId, tenantId, open = false, onOpenChange = () => undefined, onReady, onError }: DetailElementProps) =>
    transactionId ? (
      <LazyTransactionDetail
        onReady={onReady}
        onError={onError}
        transactionId={transactionId}
        tenantId={tenantId}
        open={open}
        onOpenChange={onOpenChange}
      />
    ) : null,
  {
    tag: elementTags.transaction,
    attributes: { transactionId: 'number', tenantId: 'number' },
    modal: { closeEvent: 'paydeck-transaction-close' },
    host: paydeckElement,
    data,
  },
)
