import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { exportTicketFeed, type TicketPath } from '@paydeck/core/support'
import { usePaydeck } from '@paydeck/react'
import { Button, Dialog } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { csvName, saveFile } from '@paydeck/ui'
import { viewStyles as styles } from './ticket-view.styles'

/** The thread as CSV, with or without the team's internal comments. */
export function ExportDialog({ path, ticketId, onClose }: { path: TicketPath; ticketId: number; onClose: () => void }) {
  const t = useSupportT()
  const paydeck = usePaydeck()
  const id = useId()
  const [includeInternal, setIncludeInternal] = useState(false)
  const download = useMutation({
    mutationFn: async () =>
      saveFile(await exportTicketFeed(paydeck.http, path, includeInternal), csvName(`ticket-${ticketId}`)),
    onSuccess: onClose,
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('exportThread')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => download.mutate()} disabled={download.isPending}>
            {t('download')}
          </Button>
        </>
      }
    >
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={includeInternal}
          onChange={(e) => setIncludeInternal(e.target.checked)}
        />
        {t('includeInternal')}
      </label>
      {download.isError && (
        <p role="alert" className={styles.problem}>
          {download.error.message}
        </p>
      )}
    </Dialog>
  )
}
