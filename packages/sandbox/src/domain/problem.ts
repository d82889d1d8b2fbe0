import { NOT_AUTHORIZED_MESSAGE } from '@paydeck/core/schemas'

// Why a call is refused, in the domain's words: a kind and a sentence. The HTTP layer gives each kind its status
// and writes it as problem details (api/implement.ts); nothing below it knows a status code.

export type ProblemKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'unprocessable' | 'tooLarge' | 'tooMany'

export interface ProblemExtras {
  /** A validation problem's fields and their messages, the first of which the sentence repeats. */
  errors?: Record<string, string[]>
  /** A refused file's rows and why each was refused. */
  rows?: readonly { row: number; message: string }[]
}

/** What a refusal says beside its body: how long to wait before asking again (the HTTP layer's Retry-After). */
export interface ProblemHeaders {
  retryAfterSeconds?: number
}

/** A refusal a handler returns (or a lookup throws, when the record a call names is not there). */
export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly detail: string,
    readonly extras: ProblemExtras = {},
    readonly headers: ProblemHeaders = {},
  ) {
    super(detail)
  }
}

/** The refusals by kind. */
export const refuse = {
  /** Fields and their messages; the sentence is the first message, which the client shows. */
  invalid: (errors: Record<string, string[]>) =>
    new Problem('invalid', Object.values(errors).flat()[0] ?? 'The request is not valid.', { errors }),
  /** One field and its message. */
  field: (field: string, message: string) => refuse.invalid({ [field]: [message] }),
  /** Not this caller's to see or do (the record decides, beyond the route table's rule). */
  forbidden: () => new Problem('forbidden', NOT_AUTHORIZED_MESSAGE),
  notFound: (detail: string) => new Problem('notFound', detail),
  /** A change the state of things refuses (already done, still in use, someone else's). */
  conflict: (detail: string) => new Problem('conflict', detail),
  unprocessable: (detail: string, extras?: ProblemExtras) => new Problem('unprocessable', detail, extras),
  /** Who is asking is not known (a sign-in refused). */
  unauthenticated: (detail: string) => new Problem('unauthenticated', detail),
  /** Asked too often: when to ask again. */
  tooMany: (detail: string, retryAfterSeconds: number) => new Problem('tooMany', detail, {}, { retryAfterSeconds }),
}

/** Fields' messages as a refusal, or nothing when there are none. */
export const invalidIf = (errors: Record<string, string[]>) =>
  Object.keys(errors).length > 0 ? refuse.invalid(errors) : undefined

/** The record a call names, or the refusal that it is not there (thrown: the handler goes no further). */
export function found<T>(value: T | null | undefined, notFound: string): T {
  if (value === null || value === undefined) throw refuse.notFound(notFound)
  return value
}

// The one error body (RFC 9457's problem details): a refusal as it is answered, and as a remembered answer keeps it.
const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** The one error body. */
/** A status's title: the problem type a record of a refusal names. */
export const problemTitle = (status: number) => titles[status] ?? 'Error'

export const problemBody = (status: number, detail: string, extras: ProblemExtras = {}) => ({
  type: 'about:blank',
  title: titles[status] ?? 'Error',
  status,
  detail,
  ...extras,
})
