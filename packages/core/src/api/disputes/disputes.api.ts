import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { disputeCalls as calls } from './disputes.calls'
import type { DisputeQuery } from './disputes.query'
import type { EvidenceDraft } from './dispute-evidence'
import { uploadForm } from '../files/upload-file'

/** The filters as the call sends them (a filter left out is not sent). */
const queryOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >

export const fetchDisputePage = (http: HttpClient, query: DisputeQuery, signal?: AbortSignal) =>
  callRoute(http, calls['disputes.page'], { query: queryOf(query), signal })

/** Every dispute the filters match as one CSV file, its times in the reader's zone. */
export const downloadDisputesCsv = (
  http: HttpClient,
  query: Omit<DisputeQuery, 'pageIndex' | 'pageSize'>,
  timeZone: string,
  signal?: AbortSignal,
) => callRoute(http, calls['disputes.export'], { query: queryOf({ ...query, timeZone }), signal, retry: 0 })

export const fetchDispute = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['disputes.one'], { params: { id }, signal })

export const saveDisputeEvidence = (http: HttpClient, id: number, evidence: EvidenceDraft) =>
  callRoute(http, calls['disputes.saveEvidence'], { params: { id }, body: evidence })

/** Sends the saved evidence, once: `requestId` makes a retry harmless. */
export const submitDisputeEvidence = (http: HttpClient, id: number, requestId: string) =>
  callRoute(http, calls['disputes.submitEvidence'], { params: { id }, headers: { requestId } })

export const acceptDispute = (http: HttpClient, id: number, requestId: string) =>
  callRoute(http, calls['disputes.accept'], { params: { id }, headers: { requestId } })

/** What the merchant's own records offer as evidence for the dispute. */
export const fetchEvidenceSources = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['disputes.evidenceSources'], { params: { id }, signal })

/** Keeps a file for the dispute's evidence, with upload progress; its id goes into the draft. */
export async function uploadEvidenceFile(
  http: HttpClient,
  id: number,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  return (await uploadForm(http, calls['disputes.uploadEvidenceFile'], form, { ...options, params: { id } })).fileId
}
