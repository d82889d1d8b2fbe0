import * as z from 'zod/mini'
import { withSearchParams, type HttpClient } from '../../http/http-client'
import { pathOf, type CallInput } from '../../contract/call-route'
import type { Call } from '../../contract/route'
import { parseBody } from '../../http/error-message'
import { PaydeckHttpError, PaydeckNetworkError, PaydeckParseError } from '../../http/errors'
import { requestCredentials } from '../../http/request-rules'

export interface UploadOptions {
  /** A value for each `{name}` of the call's path. */
  params?: CallInput['params']
  query?: CallInput['query']
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** Uploads that move money (bank orders, bulk updates): made once per upload started, sent again on its retries. */
  requestId?: string
}

/**
 * A declared multipart call with upload progress (0 to 100), its JSON answer parsed with the declared schema. fetch()
 * reports no upload progress; XMLHttpRequest does, sent to the same URL with the same headers and credentials.
 */
export async function uploadForm<C extends Call & { answer: z.ZodMiniType }>(
  http: HttpClient,
  call: C,
  form: FormData,
  { params, query, onProgress, signal, requestId }: UploadOptions = {},
): Promise<z.infer<C['answer']>> {
  const { url, headers } = await http.target(pathOf(call, params))
  const target = withSearchParams(url, query)
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(call.method, target)
    request.withCredentials = requestCredentials === 'include'
    for (const [name, value] of Object.entries({ ...headers, ...(requestId && { requestId }) }))
      request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new PaydeckNetworkError(target))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
  if (status < 200 || status >= 300) throw new PaydeckHttpError(status, parseBody(text), target)
  const parsed = z.safeParse(call.answer, text ? parseBody(text) : undefined)
  if (!parsed.success) throw new PaydeckParseError(target, parsed.error.issues)
  return parsed.data as z.infer<C['answer']>
}
