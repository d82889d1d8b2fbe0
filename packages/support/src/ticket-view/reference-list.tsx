import { useQuery } from '@tanstack/react-query'
import { downloadFile, fetchFileDetails } from '@paydeck/core/files'
import type { TicketReference } from '@paydeck/core/support'
import { useCustomerNames, usePaydeck } from '@paydeck/react'
import { Icon, isPlainClick } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { saveFile } from '@paydeck/ui'
import { feedStyles as styles } from './ticket-view.styles'
import { supportKeys } from '../tickets/support-queries'

/** Only web addresses become links (a createdOn value is whatever page the writer was on). */
const webAddress = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A page as its writer saw it in the address bar: host and path (portal.example/merchant/support). */
const pageName = (href: string) => {
  const url = new URL(href)
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`
}

/** Where a reference leads in the host (a transaction's page), and how the host goes there without a reload. */
export interface ReferenceLinks {
  linkOf?: (reference: TicketReference) => string | undefined
  onNavigate?: (href: string) => void
}

export function ReferenceList({
  references,
  linkOf,
  onNavigate,
}: { references: readonly TicketReference[] } & ReferenceLinks) {
  const t = useSupportT()
  const customers = useCustomerNames()
  return (
    <ul className={styles.references}>
      {references.map((reference, index) => {
        const key = `${reference.key}-${reference.value}-${index}`
        const kind = t(`reference.${reference.key}` as never)
        if (reference.key === 'attachment') return <Attachment key={key} fileId={reference.value} />
        if (reference.key === 'createdOn') {
          const href = webAddress(reference.value)
          return (
            <li key={key}>
              {kind}:{' '}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {pageName(href)}
                </a>
              ) : (
                reference.value
              )}
            </li>
          )
        }
        const shown =
          reference.key === 'customer' ? (customers[Number(reference.value)] ?? reference.value) : reference.value
        // A transaction by its order reference, as the lookup and the merchant know it; its id only when unknown.
        const text = `${kind} ${reference.key === 'transaction' ? (reference.label ?? `#${shown}`) : shown}`
        const href = linkOf?.(reference)
        return (
          <li key={key}>
            {href ? (
              <a
                href={href}
                onClick={(event) => {
                  // A plain click stays in the host's app; a modified one is the browser's (new tab).
                  if (!onNavigate || !isPlainClick(event)) return
                  event.preventDefault()
                  onNavigate(href)
                }}
              >
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        )
      })}
    </ul>
  )
}

function Attachment({ fileId }: { fileId: string }) {
  const t = useSupportT()
  const paydeck = usePaydeck()
  const details = useQuery({
    queryKey: supportKeys.file(fileId),
    queryFn: ({ signal }) => fetchFileDetails(paydeck.http, fileId, signal),
    staleTime: Infinity,
  })
  const name = details.data?.name ?? t('reference.attachment')
  return (
    <li>
      <button
        type="button"
        className={styles.fileButton}
        onClick={() =>
          downloadFile(paydeck.http, fileId).then(
            (blob) => saveFile(blob, name),
            // Seed 000 section 8: logged; the app's error message has already shown what failed.
            (error: unknown) => console.error('Error downloading files', error),
          )
        }
      >
        <Icon name="attach" size={14} /> {name}
      </button>
    </li>
  )
}
