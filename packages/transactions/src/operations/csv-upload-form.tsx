import { useId, useRef, useState, type ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Button, type ChangeForm, Field, type FormProblems, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { css } from '@paydeck/ui/styled-system/css'
import { useOperationsT } from './operations-messages'

const styles = {
  form: css({ display: 'grid', gap: '3', maxInlineSize: '40rem' }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  progress: css({ inlineSize: '14rem', accentColor: 'primary' }),
  error: css({ color: 'negative', margin: '0' }),
}

/** Fields sent with the file (a bank order's bank and account): their values, rules, and how they are drawn. */
export interface UploadFields<F extends Record<string, string>> {
  defaults: F
  check?: (values: F) => FormProblems
  render: (form: ChangeForm<UploadValues<F>>) => ReactNode
}

export type UploadValues<F extends Record<string, string>> = F & { file: File | null }

export interface CsvUploadFormProps<R, F extends Record<string, string>> {
  /** Names the form for assistive technology. */
  label: string
  hint: string
  fields?: UploadFields<F>
  /**
   * Sends the file with the fields; `requestId` stays the same for every retry of one upload, so the server applies
   * it once.
   */
  upload: (
    file: File,
    fields: F,
    progress: { onProgress: (percent: number) => void; signal: AbortSignal; requestId: string },
  ) => Promise<R>
  onUploaded: (result: R) => void
  /** Words for a refusal richer than its message (the rows a bank order could not keep). */
  describeError?: (error: Error) => ReactNode
  disabled?: boolean
}

/**
 * A CSV sent with progress and Cancel, on the one form hook. What the user chose and typed stays when the server
 * refuses it, with the server's words; a refusal of some rows is the caller's to show (the upload itself succeeded).
 */
export function CsvUploadForm<R, F extends Record<string, string> = Record<never, never>>({
  label,
  hint,
  fields,
  upload,
  onUploaded,
  describeError,
  disabled,
}: CsvUploadFormProps<R, F>) {
  const t = useOperationsT()
  const [percent, setPercent] = useState(0)
  const abort = useRef<AbortController | null>(null)
  const progressId = useId()
  // One upload, one requestId: a retry after a lost answer or a second click sends the same one and queues nothing
  // twice; another file, other fields or an upload after a success is a new one.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const renewRequest = () => setRequestId(crypto.randomUUID())
  const send = useMutation({
    mutationFn: ({ file, values }: { file: File; values: F }) => {
      abort.current = new AbortController()
      setPercent(0)
      return upload(file, values, { onProgress: setPercent, signal: abort.current.signal, requestId })
    },
    onSuccess: (result) => {
      renewRequest()
      onUploaded(result)
    },
  })
  const change = useChangeForm<UploadValues<F>>({
    defaultValues: { ...(fields?.defaults ?? ({} as F)), file: null },
    check: ({ file, ...values }) => ({
      ...fields?.check?.(values as unknown as F),
      file: file ? undefined : t('upload.chooseFile'),
    }),
    save: ({ file, ...values }) => send.mutateAsync({ file: file!, values: values as unknown as F }),
    // Said below with the server's words (and the rows it refused), or as cancelled.
    refusalOf: () => ({}),
  })
  const { file: chosen, ...typed } = change.form.watch()
  const requestKey = JSON.stringify(typed)
  const [keyed, setKeyed] = useState(requestKey)
  if (keyed !== requestKey) {
    setKeyed(requestKey)
    renewRequest()
  }
  const cancelled = send.error instanceof DOMException && send.error.name === 'AbortError'
  return (
    <form className={styles.form} onSubmit={change.submit} noValidate aria-label={label}>
      {fields?.render(change)}
      <Field label={t('upload.file')} helperText={hint} error={change.errors.file}>
        <TextInput
          type="file"
          accept=".csv,text/csv"
          disabled={send.isPending}
          onChange={(event) => {
            change.form.setValue('file' as never, (event.target.files?.[0] ?? null) as never)
            change.form.clearErrors('file' as never)
            renewRequest()
            send.reset()
          }}
        />
      </Field>
      <div className={styles.row}>
        <Button type="submit" disabled={disabled || change.busy}>
          {change.busy ? t('working') : t('upload.submit')}
        </Button>
        {send.isPending && (
          <>
            <label htmlFor={progressId}>{t('upload.progress', { name: chosen?.name ?? '' })}</label>
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
