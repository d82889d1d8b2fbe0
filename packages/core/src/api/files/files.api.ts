import { callRoute, pathOf } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { fileRoutes } from './files.routes'
import type { FileDetails } from './files.schema'
import { uploadForm } from './upload-file'

// Uploaded with progress, read back, deleted when taken off a form.

const { routes } = fileRoutes

/** Uploads one file; platform staff upload for the ticket's tenant. The reply's fileId goes into the references. */
export async function uploadTicketFile(
  http: HttpClient,
  file: File,
  options: { tenantId?: number; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  const { tenantId, ...progress } = options
  const route = tenantId === undefined ? routes.uploadTicketFile : routes.uploadTicketFileForTenant
  return (
    await uploadForm(http, route.answer, pathOf(route, { ...(tenantId !== undefined && { tenantId }) }), form, progress)
  ).fileId
}

export function fetchFileDetails(http: HttpClient, fileId: string, signal?: AbortSignal): Promise<FileDetails> {
  return callRoute(http, routes.fetchFileDetails, { params: { fileId }, signal })
}

export function downloadFile(http: HttpClient, fileId: string): Promise<Blob> {
  return callRoute(http, routes.downloadFile, { params: { fileId } })
}

export async function deleteFile(http: HttpClient, fileId: string): Promise<void> {
  await callRoute(http, routes.deleteFile, { params: { fileId } })
}
