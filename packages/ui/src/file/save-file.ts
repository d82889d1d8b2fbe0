/** Hands a downloaded file to the browser under a name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The default CSV name: a prefix and the time (seed 000 section 9). */
export const csvName = (prefix: string, now = new Date()) =>
  `${prefix}-${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}.csv`
