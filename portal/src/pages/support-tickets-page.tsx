import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { TicketList, TicketView } from '@paydeck/support'
import { ZoneScope } from '@paydeck/ui'
import type { PortalMessageKey } from '../i18n/messages.en'
import { useMediaQuery } from '../app/use-media-query'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useReferenceLink } from './transaction-address'
import type { SupportSearch } from './support-paths'
import { useRouteEntry } from './use-route-entry'

// The desk shows the list and the ticket side by side from this width (styles.css); below it, one at a time.
const sideBySide = '(min-width: 75rem)'

/** merchant/, tenant/ and platform/support-tickets: the list beside the ticket chosen from it. */
export function SupportTicketsPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind)
  const { ticket, channel = 'CustomerToTenant' } = useSearch({ strict: false }) as SupportSearch
  const wide = useMediaQuery(sideBySide)
  const router = useRouter()
  const referenceLink = useReferenceLink()
  const go = (change: SupportSearch) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }) })
  return (
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)}>
        {kind === 'tenant' && (
          <div className="tabs" role="group" aria-label={t('support.channel')}>
            {(['CustomerToTenant', 'TenantToPlatform'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="tabs__tab"
                aria-pressed={channel === value}
                onClick={() => go({ channel: value, ticket: undefined })}
              >
                {value === 'CustomerToTenant' ? t('support.fromMerchants') : t('support.toPlatformTab')}
              </button>
            ))}
          </div>
        )}
      </PageHeader>
      {/* The ticket's zone switch (UTC for a call with the other side) switches the list's times too. */}
      <ZoneScope>
        <div className="support-desk" data-open={ticket ? '' : undefined}>
          <div className="card support-desk__list">
            <TicketList
              key={channel}
              compact
              channel={channel}
              selectedId={ticket}
              onOpen={(chosen) => go({ ticket: chosen.id })}
            />
          </div>
          <div className="card support-desk__ticket">
            {ticket ? (
              <TicketView
                key={ticket}
                ticketId={ticket}
                // Beside the list there is nothing to go back to; alone on a small screen, Back shows the list.
                onBack={wide ? undefined : () => go({ ticket: undefined })}
                referenceLink={referenceLink}
                onNavigate={(href) => router.history.push(href)}
              />
            ) : (
              <p className="hint">{t('support.choose')}</p>
            )}
          </div>
        </div>
      </ZoneScope>
    </section>
  )
}
