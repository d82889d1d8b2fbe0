import { downloadReport } from '@paydeck/core/notifications'
import type { HttpClient } from '@paydeck/core'

/** Saves a blob under a name, as a link with the download attribute would. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * A file notification's reports: one is saved as its csv; several go into one zip named after the first, each
 * saved as csv (seed 000 section 2). fflate is loaded only when there is something to pack.
 */
export async function downloadReports(http: HttpClient, names: string[]): Promise<void> {
  const blobs = await Promise.all(names.map((name) => downloadReport(http, name)))
  if (blobs.length === 1) return save(blobs[0]!, `${names[0]}.csv`)
  const { zipSync } = await import('fflate')
  const files: Record<string, Uint8Array> = {}
  for (const [index, blob] of blobs.entries()) files[`${names[index]}.csv`] = new Uint8Array(await blob.arrayBuffer())
  save(new Blob([zipSync(files)], { type: 'application/zip' }), `${names[0]}.zip`)
}
