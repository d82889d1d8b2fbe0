import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Button, Field, TextInput } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useOperationsT } from './operations-messages'

const styles = {
  form: css({ display: 'grid', gap: '3', maxInlineSize: '40rem' }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  progress: css({ inlineSize: '14rem', accentColor: 'primary' }),
  error: css({ color: 'negative', margin: '0' }),
}

export interface CsvUploadFormProps<R> {
  /** Names the form for assistive technology. */
  label: string
  /** Fields sent with the file (the bank order's bank and account). */
  children?: ReactNode
  hint: string
  /** Checks the fields before anything is sent; false keeps the form as typed. */
  beforeUpload?: () => boolean
  /** Sends the file; `requestId` stays the same for every retry of one upload, so the server applies it once. */
  upload: (
    file: File,
    progress: { onProgress: (percent: number) => void; signal: AbortSignal; requestId: string },
  ) => Promise<R>
  /** What else the upload sends (the bank order's fields): another value is another upload, with a new requestId. */
  requestKey?: string
  onUploaded: (result: R) => void
  /** Words for a refusal richer than its message (the rows a bank order could not keep). */
  describeError?: (error: Error) => ReactNode
  disabled?: boolean
}

/**
 * A CSV sent with progress and Cancel. What the user chose and typed stays when the server refuses it, with the
 * server's words; a refusal of some rows is the caller's to show (the upload itself succeeded).
 */
export function CsvUploadForm<R>({
  label,
  children,
  hint,
  beforeUpload,
  upload,
  onUploaded,
  describeError,
  disabled,
  requestKey,
}: CsvUploadFormProps<R>) {
  const t = useOperationsT()
  const [file, setFile] = useState<File | null>(null)
  const [missingFile, setMissingFile] = useState(false)
  const [percent, setPercent] = useState(0)
  const abort = useRef<AbortController | null>(null)
  const progressId = useId()
  // One upload, one requestId: a retry after a lost answer or a second click sends the same one and queues nothing
  // twice; another file, other fields or an upload after a success is a new one.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const renewRequest = () => setRequestId(crypto.randomUUID())
  const [keyed, setKeyed] = useState(requestKey)
  if (keyed !== requestKey) {
    setKeyed(requestKey)
    renewRequest()
  }
  const send = useMutation({
    mutationFn: (chosen: File) => {
      abort.current = new AbortController()
      setPercent(0)
      return upload(chosen, { onProgress: setPercent, signal: abort.current.signal, requestId })
    },
    onSuccess: (result) => {
      renewRequest()
      onUploaded(result)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fieldsOk = beforeUpload?.() ?? true
    setMissingFile(!file)
    if (!file || !fieldsOk || send.isPending) return
    send.mutate(file)
  }
  const cancelled = send.error instanceof DOMException && send.error.name === 'AbortError'
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {children}
      <Field label={t('upload.file')} helperText={hint} error={missingFile && !file ? t('upload.chooseFile') : null}>
        <TextInput
          type="file"
          accept=".csv,text/csv"
          disabled={send.isPending}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            renewRequest()
            send.reset()
          }}
        />
      </Field>
      <div className={styles.row}>
        <Button type="submit" disabled={disabled || send.isPending}>
          {send.isPending ? t('working') : t('upload.submit')}
        </Button>
        {send.isPending && (
          <>
            <label htmlFor={progressId}>{t('upload.progress', { name: file?.name ?? '' })}</label>
            <progress id={progressId} className={styles.progress} max={100} value={Math.round(percent)}>
              {Math.round(percent)}%
            </progress>
            <Button variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
              {t('cancel')}
            </Button>
          </>
        )}
      </div>
      {send.isError && (
        <div className={styles.error} role="alert">
          {cancelled ? t('upload.cancelled') : (describeError?.(send.error) ?? send.error.message)}
        </div>
      )}
    </form>
  )
}
