import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { fileCalls as calls } from './files.calls'
import type { FileDetails } from './files.schema'
import { uploadForm } from './upload-file'

// Uploaded with progress, read back, deleted when taken off a form.

/** Uploads one file; platform staff upload for the ticket's tenant. The reply's fileId goes into the references. */
export async function uploadTicketFile(
  http: HttpClient,
  file: File,
  { tenantId, ...options }: { tenantId?: number; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const uploaded =
    tenantId === undefined
      ? await uploadForm(http, calls.uploadTicketFile, form, options)
      : await uploadForm(http, calls.uploadTicketFileForTenant, form, { ...options, params: { tenantId } })
  return uploaded.fileId
}

export const fetchFileDetails = (http: HttpClient, fileId: string, signal?: AbortSignal): Promise<FileDetails> =>
  callRoute(http, calls.fetchFileDetails, { params: { fileId }, signal })

export const downloadFile = (http: HttpClient, fileId: string): Promise<Blob> =>
  callRoute(http, calls.downloadFile, { params: { fileId } })

export const deleteFile = (http: HttpClient, fileId: string): Promise<void> =>
  callRoute(http, calls.deleteFile, { params: { fileId } })
