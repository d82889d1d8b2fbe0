import { useQuery } from '@tanstack/react-query'
import { downloadFile, fetchFileDetails } from '@paydeck/core/files'
import type { TicketReference } from '@paydeck/core/support'
import { useCustomerNames, usePaydeck } from '@paydeck/react'
import { Icon } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { saveFile } from '@paydeck/ui'
import { feedStyles as styles } from './ticket-view.styles'

/** Only web addresses become links (a createdOn value is whatever page the writer was on). */
const webAddress = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export function ReferenceList({ references }: { references: readonly TicketReference[] }) {
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
                  {new URL(href).pathname}
                </a>
              ) : (
                reference.value
              )}
            </li>
          )
        }
        const shown =
          reference.key === 'customer' ? (customers[Number(reference.value)] ?? reference.value) : reference.value
        return (
          <li key={key}>
            {kind} {reference.key === 'transaction' ? `#${shown}` : shown}
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
    queryKey: ['paydeck', 'support', 'file', fileId],
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
