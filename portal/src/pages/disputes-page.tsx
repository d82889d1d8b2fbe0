import { useNavigate, useSearch } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { DisputeDetail, Disputes } from '@paydeck/transactions/disputes'
import { Button } from '@paydeck/ui'
import { widePage } from '../app/page-styles'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { useRouteEntry } from './use-route-entry'
import { lookupPathOf } from './dispute-paths'

/** A dispute's id in the address (?dispute=12): the list and one dispute are links, and Back returns to the list. */
const disputeIn = (search: Record<string, unknown>) => {
  const id = Number(search.dispute)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * Disputes worked as cases (issue 66): the list by tab and due time, and one dispute with its evidence, at
 * ?dispute=ID; its payment opens in the lookup.
 */
export function DisputesPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind)
  const entry = useRouteEntry()
  const id = disputeIn(useSearch({ strict: false }) as Record<string, unknown>)
  const show = (dispute: number | undefined) => void navigate({ to: '.', search: { dispute } as never })
  return (
    <div className={widePage}>
      {id === undefined ? (
        <Disputes title={t(`nav.${entry.id}` as PortalMessageKey)} onOpenDispute={show} />
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => show(undefined)}>
            {t('disputes.back')}
          </Button>
          <DisputeDetail
            key={id}
            disputeId={id}
            onOpenPayment={(tx) => void navigate({ to: lookupPathOf(kind), search: { tx } as never })}
          />
        </>
      )}
    </div>
  )
}
