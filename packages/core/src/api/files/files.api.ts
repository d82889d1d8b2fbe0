import type { HttpClient } from '../../http/http-client'
import { fileDetailsSchema, uploadedFileSchema, type FileDetails } from './files.schema'
import { uploadForm } from './upload-file'

// Uploaded with progress, read back, deleted when taken off a form.

/** Uploads one file; platform staff upload for the ticket's tenant. The reply's fileId goes into the references. */
export async function uploadTicketFile(
  http: HttpClient,
  file: File,
  options: { tenantId?: number; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const path = options.tenantId === undefined ? 'fs/file' : `fs/${options.tenantId}/file`
  return (await uploadForm(http, uploadedFileSchema, path, form, options)).fileId
}

export function fetchFileDetails(http: HttpClient, fileId: string, signal?: AbortSignal): Promise<FileDetails> {
  return http.json(fileDetailsSchema, `fs/file/${encodeURIComponent(fileId)}/details`, { signal })
}

export function downloadFile(http: HttpClient, fileId: string): Promise<Blob> {
  return http.blob(`fs/file/${encodeURIComponent(fileId)}`)
}

export async function deleteFile(http: HttpClient, fileId: string): Promise<void> {
  await http.text(`fs/file/${encodeURIComponent(fileId)}`, { method: 'DELETE' })
}
