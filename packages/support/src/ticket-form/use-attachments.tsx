import { useId, useRef, useState } from 'react'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { deleteFile, uploadAccept, uploadRefusal, uploadTicketFile } from '@paydeck/core/files'
import { usePaydeck } from '@paydeck/react'
import { FileUpload } from '@paydeck/ui'
import { useSupportT } from '../messages'

/** The files a form uploaded: their ids for the references, the uploads under way, and deleting them again. */
export function useAttachments() {
  const paydeck = usePaydeck()
  const [fileIds, setFileIds] = useState<string[]>([])
  const uploaded = useRef<string[]>([])
  const track = (ids: string[]) => {
    uploaded.current = ids
    setFileIds(ids)
  }
  // Several files upload at once: this form's uploads are counted by their key, not by the last one's state.
  const uploadKey = ['paydeck', 'support', 'attachment', useId()]
  const uploads = useMutation({
    mutationKey: uploadKey,
    mutationFn: ({
      file,
      onProgress,
      tenantId,
    }: {
      file: File
      onProgress: (percent: number) => void
      tenantId: number | undefined
    }) => uploadTicketFile(paydeck.http, file, { tenantId, onProgress }),
    onSuccess: (id) => track([...uploaded.current, id]),
  })
  // A file taken off the form is not the user's to wait for: the ticket no longer refers to it.
  const removal = useMutation({ mutationFn: (id: string) => deleteFile(paydeck.http, id) })
  return {
    fileIds,
    uploading: useIsMutating({ mutationKey: uploadKey }) > 0,
    /** Uploads a file; platform staff upload into the ticket's tenant. */
    upload: (file: File, onProgress: (percent: number) => void, tenantId: number | undefined) =>
      uploads.mutateAsync({ file, onProgress, tenantId }),
    remove: (id: string) => {
      track(uploaded.current.filter((other) => other !== id))
      removal.mutate(id)
    },
    /** Deletes every uploaded file (the field was taken off the form); resolves once the server has them gone. */
    removeAll: async () => {
      const ids = uploaded.current
      track([])
      await Promise.allSettled(ids.map((id) => removal.mutateAsync(id)))
      return ids.length
    },
  }
}

/** The ticket forms' file field: the file service's rules, each file uploaded as it is picked. */
export function AttachmentsField({
  attachments,
  tenantId,
}: {
  attachments: ReturnType<typeof useAttachments>
  /** The tenant the files belong to, when platform staff upload them. */
  tenantId: number | undefined
}) {
  const t = useSupportT()
  return (
    <FileUpload
      label={t('attachments')}
      check={uploadRefusal}
      accept={uploadAccept}
      upload={(file, onProgress) => attachments.upload(file, onProgress, tenantId)}
      onRemove={attachments.remove}
    />
  )
}
