import { useState } from 'react'
import { paydeckElement, type WidgetLifecycleProps } from '@paydeck/react'
import { Button, defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { LazyDisputeDetail as DisputeDetail } from '../disputes/lazy-disputes'
import { Disputes } from '../disputes/disputes-list'
import { useDisputeT } from '../disputes/dispute-messages'
import { disputeKeys } from '../disputes/dispute-queries'

const data = [disputeKeys.all]

interface DisputesElementProps extends WidgetLifecycleProps {
  pageSize?: number
  noDetail?: boolean
  onOpen?: (detail: { id: number }) => void
}

/**
 * `<paydeck-disputes page-size="25">`: the disputes the user may see, by tab and due time; raises
 * paydeck-dispute-open ({ id }) when one is chosen and shows it in place (with a way back), unless `no-detail`
 * leaves that to the page (a `<paydeck-dispute>`, say).
 */
export const DisputesElement = defineElement(
  function DisputesElement({ pageSize, noDetail, onOpen, onReady, onError }: DisputesElementProps) {
    const t = useDisputeT()
    const [shown, setShown] = useState<number | null>(null)
    if (shown !== null)
      return (
        <>
          <Button variant="secondary" size="sm" onClick={() => setShown(null)}>
            {t('back')}
          </Button>
          <DisputeDetail disputeId={shown} onReady={onReady} onError={onError} />
        </>
      )
    return (
      <Disputes
        pageSize={pageSize}
        onReady={onReady}
        onError={onError}
        onOpenDispute={(id) => {
          onOpen?.({ id })
          if (!noDetail) setShown(id)
        }}
      />
    )
  },
  {
    tag: elementTags.disputes,
    attributes: { pageSize: 'number', noDetail: 'boolean' },
    events: { onOpen: 'paydeck-dispute-open' },
    host: paydeckElement,
    data,
  },
)

interface DisputeElementProps extends WidgetLifecycleProps {
  disputeId?: number
  onOpenPayment?: (detail: { transactionId: number }) => void
}

/**
 * `<paydeck-dispute dispute-id="12">`: one dispute with its deadline, timeline and evidence; raises
 * paydeck-transaction-open ({ transactionId }) when its payment is chosen.
 */
export const DisputeElement = defineElement(
  ({ disputeId, onOpenPayment, onReady, onError }: DisputeElementProps) =>
    disputeId ? (
      <DisputeDetail
        disputeId={disputeId}
        onReady={onReady}
        onError={onError}
        onOpenPayment={onOpenPayment && ((transactionId) => onOpenPayment({ transactionId }))}
      />
    ) : null,
  {
    tag: elementTags.dispute,
    attributes: { disputeId: 'number' },
    events: { onOpenPayment: 'paydeck-transaction-open' },
    host: paydeckElement,
    data,
  },
)
