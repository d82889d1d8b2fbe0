import { lazy, Suspense, useEffect, useEffectEvent } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useCan, useSession } from '@paydeck/react'
import { useAlerts } from '@paydeck/ui'
import { usePortalT } from '../i18n/portal-i18n'

const ProposalViewer = lazy(() => import('@paydeck/proposals').then((module) => ({ default: module.ProposalViewer })))
const AgreementViewer = lazy(() => import('@paydeck/proposals').then((module) => ({ default: module.AgreementViewer })))

/** `?proposal=12` or `?agreement=7` on any signed-in page opens that document over it; anything else is ignored. */
export const documentSearch = z.object({
  proposal: z.catch(z.optional(z.int().check(z.positive())), undefined),
  agreement: z.catch(z.optional(z.int().check(z.positive())), undefined),
})

// Seed 002 section 6: each needs its merchant-portal permission, or CRM.Dashboard.View.
const required = {
  proposal: 'viewMerchantPortalProposals,CRM.Dashboard.View',
  agreement: 'viewMerchantPortalAgreements,CRM.Dashboard.View',
} as const

/**
 * The proposal and agreement viewers of the signed-in pages, opened by the address (a link in an e-mail, the
 * bell's notifications). Merchants answer; tenant and platform staff read. Without the permission, the seed's
 * snackbar instead.
 */
export function DocumentViewerHost() {
  const t = usePortalT()
  const alerts = useAlerts()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as z.infer<typeof documentSearch>
  const readOnly = useSession((state) => state.userKind !== 'merchant')
  const mayViewProposal = useCan(required.proposal)
  const mayViewAgreement = useCan(required.agreement)
  const close = () =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, proposal: undefined, agreement: undefined }) })
  const denied =
    (search.proposal !== undefined && !mayViewProposal) || (search.agreement !== undefined && !mayViewAgreement)

  const refuse = useEffectEvent(() => {
    alerts.alert({ severity: 'warning', message: t('documents.noPermission') })
    close()
  })
  useEffect(() => {
    if (denied) refuse()
  }, [denied])

  if (denied) return null
  return (
    <Suspense fallback={null}>
      {search.proposal !== undefined && (
        <ProposalViewer id={search.proposal} open readOnly={readOnly} onOpenChange={(open) => open || close()} />
      )}
      {search.agreement !== undefined && (
        <AgreementViewer id={search.agreement} open readOnly={readOnly} onOpenChange={(open) => open || close()} />
      )}
    </Suspense>
  )
}
