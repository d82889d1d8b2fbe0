/** 'Error uploading files' shows this long, then clears (seed 001 section 9). */
export const UPLOAD_ERROR_CLEAR_MS = 2000

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed'

export interface QueuedFile<R = unknown> {
  id: number
  file: File
  status: UploadStatus
  /** 0 to 100 while uploading. */
  progress: number
  result?: R
}

export type UploadFn<R> = (file: File, onProgress: (percent: number) => void) => Promise<R>

export interface UploadQueue<R> {
  add(files: File[]): void
  remove(id: number): void
  readonly items: readonly QueuedFile<R>[]
}

export interface UploadQueueOptions<R> {
  upload: UploadFn<R>
  onChange: (items: readonly QueuedFile<R>[]) => void
  /** A file failed; the queue goes on with the next. */
  onError?: (file: File, error: unknown) => void
  /** Every file has been tried. */
  onFinished?: (items: readonly QueuedFile<R>[]) => void
}

/** Uploads files one at a time, in the order they came, reporting progress and going on past failures. */
export function createUploadQueue<R>({ upload, onChange, onError, onFinished }: UploadQueueOptions<R>): UploadQueue<R> {
  let items: QueuedFile<R>[] = []
  let nextId = 1
  let running = false

  const update = (id: number, change: Partial<QueuedFile<R>>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item))
    onChange(items)
  }

  async function run() {
    if (running) return
    running = true
    for (let item = items.find((i) => i.status === 'waiting'); item; item = items.find((i) => i.status === 'waiting')) {
      const { id, file } = item
      update(id, { status: 'uploading', progress: 0 })
      try {
        const result = await upload(file, (percent) =>
          update(id, { progress: Math.max(0, Math.min(100, Math.round(percent))) }),
        )
        update(id, { status: 'done', progress: 100, result })
      } catch (error) {
        update(id, { status: 'failed' })
        onError?.(file, error)
      }
    }
    running = false
    onFinished?.(items)
  }

  return {
    add(files) {
      if (files.length === 0) return
      items = [...items, ...files.map((file) => ({ id: nextId++, file, status: 'waiting' as const, progress: 0 }))]
      onChange(items)
      void run()
    },
    remove(id) {
      items = items.filter((item) => item.id !== id || item.status === 'uploading')
      onChange(items)
    },
    get items() {
      return items
    },
  }
}
