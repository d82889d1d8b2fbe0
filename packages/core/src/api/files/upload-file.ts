import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import { parseBody } from '../../http/error-message'
import { PaydeckHttpError, PaydeckNetworkError, PaydeckParseError } from '../../http/errors'
import { requestCredentials } from '../../http/request-rules'

export interface UploadOptions {
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** Uploads that move money (bank orders, bulk updates): made once per upload started, sent again on its retries. */
  requestId?: string
}

/**
 * A multipart POST with upload progress (0 to 100), its JSON answer parsed with its schema. fetch() reports no
 * upload progress; XMLHttpRequest does, sent to the same URL with the same headers and credentials.
 */
export async function uploadForm<S extends z.ZodMiniType>(
  http: HttpClient,
  schema: S,
  path: string,
  form: FormData,
  { onProgress, signal, requestId }: UploadOptions = {},
): Promise<z.infer<S>> {
  const { url, headers } = await http.target(path)
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.withCredentials = requestCredentials === 'include'
    for (const [name, value] of Object.entries({ ...headers, ...(requestId && { requestId }) }))
      request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new PaydeckNetworkError(url))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
  if (status < 200 || status >= 300) throw new PaydeckHttpError(status, parseBody(text), url)
  const parsed = z.safeParse(schema, text ? parseBody(text) : undefined)
  if (!parsed.success) throw new PaydeckParseError(url, parsed.error.issues)
  return parsed.data
}
