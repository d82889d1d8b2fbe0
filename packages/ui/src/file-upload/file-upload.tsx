import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { css } from '../../styled-system/css'
import { buttonRecipe, IconButton } from '../button/button'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'
import { uploadProblem, type UploadCheck } from '../upload/upload-rules'
import {
  createUploadQueue,
  UPLOAD_ERROR_CLEAR_MS,
  type QueuedFile,
  type UploadFn,
  type UploadQueue,
} from './upload-queue'

const styles = {
  root: css({ display: 'grid', gap: '2', fontFamily: 'body', color: 'text' }),
  label: css({ fontWeight: '600', fontSize: 'sm' }),
  dropzone: css({
    display: 'grid',
    justifyItems: 'center',
    gap: '2',
    paddingBlock: '5',
    paddingInline: '4',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border',
    borderRadius: 'lg',
    textAlign: 'center',
    cursor: 'pointer',
    bg: 'transparent',
    color: 'inherit',
    font: 'inherit',
    inlineSize: '100%',
    '&[data-dragging]': { borderColor: 'link', bg: 'neutralBg' },
    _focusVisible: { outline: '3px solid {colors.focusRing}', outlineOffset: '2px' },
  }),
  hint: css({ fontSize: 'xs', color: 'subtle' }),
  list: css({ display: 'grid', gap: '2', listStyle: 'none', margin: '0', padding: '0' }),
  item: css({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: '1', fontSize: 'sm' }),
  bar: css({ gridColumn: '1 / -1', blockSize: '1.5', borderRadius: 'full', bg: 'neutralBg', overflow: 'hidden' }),
  fill: css({
    blockSize: '100%',
    bg: 'link',
    transition: 'inline-size 150ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
  error: css({ fontSize: 'sm', color: 'negative' }),
  status: css({ fontSize: 'xs', color: 'subtle' }),
}

export interface FileUploadProps<R> {
  label: string
  /** Sends one file; report progress from 0 to 100. */
  upload: UploadFn<R>
  /** Every file of the queue has been tried. */
  onFinished?: (uploaded: R[]) => void
  /** An uploaded file was taken off the list (its owner may delete it on the server). */
  onRemove?: (uploaded: R) => void
  /** What may be uploaded: the file service's check (@paydeck/core/files' uploadRefusal). */
  check: UploadCheck
  /** The picker's accept list (@paydeck/core/files' uploadAccept). */
  accept?: string
  maxFiles?: number
}

/** Files picked or dropped, checked against the upload rules, then sent one at a time with progress. */
export function FileUpload<R>({
  label,
  upload,
  onFinished,
  onRemove,
  check,
  accept,
  maxFiles = 10,
}: FileUploadProps<R>) {
  const t = useT()
  const [items, setItems] = useState<readonly QueuedFile<R>[]>([])
  const [rejected, setRejected] = useState<string[]>([])
  const [uploadError, setUploadError] = useState(false)
  const [finished, setFinished] = useState(false)
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  // The queue outlives renders; it reads the latest callbacks through this ref.
  const latest = useRef({ upload, onFinished, onRemove })
  useLayoutEffect(() => {
    latest.current = { upload, onFinished, onRemove }
  })

  // Made on the first pick (an event, where refs may be read); it outlives renders.
  const queueRef = useRef<UploadQueue<R> | null>(null)
  const queue = () =>
    (queueRef.current ??= createUploadQueue<R>({
      upload: (file, progress) => latest.current.upload(file, progress),
      onChange: (next) => {
        setItems(next)
        setFinished(false)
      },
      onError: () => setUploadError(true),
      onFinished: (all) => {
        setFinished(all.some((item) => item.status === 'done'))
        latest.current.onFinished?.(all.filter((item) => item.status === 'done').map((item) => item.result as R))
      },
    }))

  useEffect(() => {
    if (!uploadError) return
    const timer = setTimeout(() => setUploadError(false), UPLOAD_ERROR_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [uploadError])

  const take = (files: File[]) => {
    const picked = files.slice(0, maxFiles)
    const problems = picked.map((file) => uploadProblem(file, check, t))
    setRejected(problems.filter((problem): problem is string => problem !== null))
    queue().add(picked.filter((_, index) => problems[index] === null))
  }

  // The platform's file input and drag events: the control needs nothing more, and stays light.
  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {/* The dropzone is itself the button (Enter or a click opens the picker): no button nested inside it. */}
      <button
        type="button"
        className={styles.dropzone}
        aria-label={`${t('upload.choose')} ${t('upload.drop')}`}
        data-dragging={dragging || undefined}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          take([...event.dataTransfer.files])
        }}
      >
        <Icon name="upload" size={28} />
        <span className={buttonRecipe({ variant: 'secondary', size: 'sm' })}>{t('upload.choose')}</span>
        <span className={styles.hint}>{t('upload.drop')}</span>
      </button>
      <input
        ref={input}
        type="file"
        multiple={maxFiles > 1}
        hidden
        accept={accept}
        onChange={(event) => {
          take([...(event.target.files ?? [])])
          // The same file may be picked again after a removal.
          event.target.value = ''
        }}
      />
      <div aria-live="polite">
        {rejected.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
        {uploadError && <p className={styles.error}>{t('upload.failed')}</p>}
        {finished && <p className={styles.status}>{t('upload.finished')}</p>}
      </div>
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>
                {item.file.name}{' '}
                <span className={styles.status}>
                  {item.status === 'uploading' ? `${item.progress}%` : t(`upload.status.${item.status}`)}
                </span>
              </span>
              <IconButton
                icon="close"
                label={t('upload.remove', { name: item.file.name })}
                disabled={item.status === 'uploading'}
                onClick={() => {
                  queue().remove(item.id)
                  if (item.status === 'done') onRemove?.(item.result as R)
                }}
              />
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={item.file.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <div className={styles.fill} style={{ inlineSize: `${item.progress}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
