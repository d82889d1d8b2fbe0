import { useRef, useState } from 'react'
import { Button, type ButtonProps } from '../button/button'
import { saveFile } from '../file/save-file'
import { formatBytes } from '../format/format'
import { useUi } from '../provider/ui-provider'
import { useTableToolsT } from './table-tools-messages'

export interface StreamedDownloadProps {
  label: string
  /** The file's name, asked when it has arrived (it carries the time it was made). */
  fileName: () => string
  fetchFile: (options: { onProgress: (receivedBytes: number) => void; signal: AbortSignal }) => Promise<Blob>
  onMessage: (message: string) => void
  size?: ButtonProps['size']
}

/** A file the server streams (a CSV of every filtered row), with the bytes received so far and a way to stop. */
export function StreamedDownload({ label, fileName, fetchFile, onMessage, size = 'sm' }: StreamedDownloadProps) {
  const t = useTableToolsT()
  const { locale } = useUi()
  const [received, setReceived] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = async () => {
    controller.current = new AbortController()
    setReceived(0)
    try {
      const blob = await fetchFile({ onProgress: setReceived, signal: controller.current.signal })
      const name = fileName()
      saveFile(blob, name)
      onMessage(t('downloaded', { name }))
    } catch (error) {
      if ((error as Error).name !== 'AbortError') onMessage(t('downloadFailed', { error: (error as Error).message }))
    } finally {
      setReceived(null)
      controller.current = null
    }
  }

  if (received === null)
    return (
      <Button variant="secondary" size={size} onClick={() => void start()}>
        {label}
      </Button>
    )
  return (
    <>
      <span role="status" aria-live="polite">
        {t('downloading', { size: formatBytes(received, locale) })}
      </span>
      <Button variant="ghost" size={size} onClick={() => controller.current?.abort()}>
        {t('downloadCancel')}
      </Button>
    </>
  )
}
