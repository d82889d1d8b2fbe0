import { useState } from 'react'
import { uploadAccept, uploadRefusal } from '@paydeck/core/files'
import { FileUpload } from '@paydeck/ui'
import { Section } from './layout'

/** The catalog has no server: it "uploads" by reading the file in the browser, with real progress, and hashing it. */
function readAndHash(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    if (file.size === 0) return reject(new Error('An empty file has nothing to send'))
    const reader = new FileReader()
    reader.onprogress = (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100)
    reader.onerror = () => reject(reader.error)
    reader.onload = async () => {
      const digest = await crypto.subtle.digest('SHA-256', reader.result as ArrayBuffer)
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
      resolve(`${file.name} sha256:${hex.slice(0, 12)}`)
    }
    reader.readAsArrayBuffer(file)
  })
}

export function FileUploadPage() {
  const [uploaded, setUploaded] = useState<string[]>([])
  return (
    <Section title="Attachments (5 MB at most; documents, images, spreadsheets)">
      <p className="catalog-note">
        This page has no server: each file is read in your browser and its SHA-256 shown, so the progress is real. An
        empty file fails, to show the error.
      </p>
      <FileUpload
        label="Attachments"
        upload={readAndHash}
        onFinished={setUploaded}
        check={uploadRefusal}
        accept={uploadAccept}
      />
      <p role="status" data-testid="uploaded">
        {uploaded.length ? uploaded.join(' · ') : 'Nothing uploaded yet.'}
      </p>
    </Section>
  )
}
