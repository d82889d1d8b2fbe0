import { useNavigate } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { openTicketsFilter, SupportButton, TicketList, useMyTenant } from '@paydeck/support'
import { LabelsManager } from '@paydeck/support/labels'
import type { PortalMessageKey } from '../i18n/messages.en'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { supportTicketsPath } from './support-paths'
import { useRouteEntry } from './use-route-entry'
import { card, widePage } from '../app/page-styles'

/** merchant/, tenant/ and platform/support: write to support, the open tickets, and the organisation's labels. */
export function SupportPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind) ?? 'merchant'
  const title = t(`nav.${useRouteEntry().id}` as PortalMessageKey)
  // Preloaded with the screen (seed 000 section 2): the header names the tenant.
  const tenant = useMyTenant(kind === 'tenant')
  const open = (id: number) => void navigate({ to: `/${supportTicketsPath[kind]}`, search: { ticket: id } })
  const to = { merchant: t('support.toTenant'), tenant: t('support.toPlatform'), platform: t('support.toAnyTenant') }
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={title}>
        <p>
          {tenant.data && <strong>{tenant.data.name}: </strong>}
          {t('support.intro', { to: to[kind] })}
        </p>
        <SupportButton onView={open} />
      </PageHeader>
      <section className={card} aria-labelledby="open-tickets">
        <h2 id="open-tickets">{t('support.openTickets')}</h2>
        <TicketList initialFilters={openTicketsFilter} onOpen={(ticket) => open(ticket.id)} />
      </section>
      <section className={card}>
        <LabelsManager />
      </section>
    </section>
  )
}
