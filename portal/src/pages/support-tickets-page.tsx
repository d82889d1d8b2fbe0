import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useSession } from '@paydeck/react'
import { TicketList, TicketView } from '@paydeck/support'
import { ZoneScope } from '@paydeck/ui'
import { css, cx } from '@paydeck/ui/styled-system/css'
import { card, hint, widePage } from '../app/page-styles'
import type { PortalMessageKey } from '../i18n/messages.en'
import { useMediaQuery } from '../app/use-media-query'
import { useHistoryTab } from './history-tab'
import { usePortalT } from '../i18n/portal-i18n'
import { PageHeader } from './page-header'
import { useReferenceLink } from './transaction-address'
import type { SupportSearch } from './support-paths'
import { useRouteEntry } from './use-route-entry'

// The desk shows the list and the ticket side by side from this width (the desk's style below says the same);
// below it, one at a time.
const sideBySide = '(min-width: 75rem)'

const styles = {
  desk: css({
    display: 'grid',
    gap: '1rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 75rem)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' },
  }),
  list: css({ '@media (max-width: 74.99rem)': { '[data-open] > &': { display: 'none' } } }),
  ticket: css({ '@media (max-width: 74.99rem)': { ':not([data-open]) > &': { display: 'none' } } }),
  // The two channels a tenant answers, as a segmented switch.
  tabs: css({
    display: 'inline-flex',
    gap: '0.25rem',
    padding: '0.25rem',
    borderRadius: '8px',
    background: '#fff',
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.08)',
  }),
  tab: css({
    font: 'inherit',
    border: '0',
    borderRadius: '6px',
    padding: '0.4rem 0.9rem',
    background: 'transparent',
    color: '#1f2328',
    cursor: 'pointer',
    "&[aria-pressed='true']": { background: 'var(--pd-link)', color: '#fff' },
    '&:focus-visible': { outline: '3px solid var(--pd-link)', outlineOffset: '2px' },
  }),
}

/** merchant/, tenant/ and platform/support-tickets: the list beside the ticket chosen from it. */
export function SupportTicketsPage() {
  const t = usePortalT()
  const navigate = useNavigate()
  const kind = useSession((state) => state.userKind)
  const { ticket, channel = 'CustomerToTenant' } = useSearch({ strict: false }) as SupportSearch
  const wide = useMediaQuery(sideBySide)
  const router = useRouter()
  const history = useHistoryTab('ticket', { headingLevel: 3 })
  const referenceLink = useReferenceLink()
  const go = (change: SupportSearch) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }) })
  return (
    <section className={widePage} aria-labelledby="page-title">
      <PageHeader title={t(`nav.${useRouteEntry().id}` as PortalMessageKey)}>
        {kind === 'tenant' && (
          <div className={styles.tabs} role="group" aria-label={t('support.channel')}>
            {(['CustomerToTenant', 'TenantToPlatform'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.tab}
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
        <div className={styles.desk} data-open={ticket ? '' : undefined}>
          <div className={cx(card, styles.list)}>
            <TicketList
              key={channel}
              compact
              channel={channel}
              selectedId={ticket}
              onOpen={(chosen) => go({ ticket: chosen.id })}
            />
          </div>
          <div className={cx(card, styles.ticket)}>
            {ticket ? (
              <TicketView
                key={ticket}
                ticketId={ticket}
                // Beside the list there is nothing to go back to; alone on a small screen, Back shows the list.
                onBack={wide ? undefined : () => go({ ticket: undefined })}
                referenceLink={referenceLink}
                onNavigate={(href) => router.history.push(href)}
                history={history}
              />
            ) : (
              <p className={hint}>{t('support.choose')}</p>
            )}
          </div>
        </div>
      </ZoneScope>
    </section>
  )
}
