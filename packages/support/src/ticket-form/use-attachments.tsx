import { useRef, useState } from 'react'
import { deleteFile, uploadAccept, uploadRefusal, uploadTicketFile } from '@paydeck/core/files'
import { usePaydeck } from '@paydeck/react'
import { FileUpload } from '@paydeck/ui'
import { useSupportT } from '../messages'

/** The files a form uploaded: their ids for the references, the uploads under way, and deleting them again. */
export function useAttachments(tenantId: number | undefined) {
  const paydeck = usePaydeck()
  const [fileIds, setFileIds] = useState<string[]>([])
  const [pending, setPending] = useState(0)
  const uploaded = useRef<string[]>([])
  const track = (ids: string[]) => {
    uploaded.current = ids
    setFileIds(ids)
  }
  return {
    fileIds,
    uploading: pending > 0,
    upload: async (file: File, onProgress: (percent: number) => void) => {
      setPending((count) => count + 1)
      try {
        const id = await uploadTicketFile(paydeck.http, file, { tenantId, onProgress })
        track([...uploaded.current, id])
        return id
      } finally {
        setPending((count) => count - 1)
      }
    },
    remove: (id: string) => {
      track(uploaded.current.filter((other) => other !== id))
      void deleteFile(paydeck.http, id).catch(() => undefined)
    },
    /** Deletes every uploaded file (the field was taken off the form); resolves once the server has them gone. */
    removeAll: async () => {
      const ids = uploaded.current
      track([])
      await Promise.allSettled(ids.map((id) => deleteFile(paydeck.http, id)))
      return ids.length
    },
  }
}

/** The ticket forms' file field: the file service's rules, each file uploaded as it is picked. */
export function AttachmentsField({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  const t = useSupportT()
  return (
    <FileUpload
      label={t('attachments')}
      check={uploadRefusal}
      accept={uploadAccept}
      upload={attachments.upload}
      onRemove={attachments.remove}
    />
  )
}
