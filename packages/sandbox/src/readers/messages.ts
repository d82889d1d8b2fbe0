// What the sandbox's thread and its reader threads say to each other (reader-pool.ts, reader.ts).

/** A read for a reader: a GET of the API as it arrived. */
export interface ReadRequest {
  id: number
  method: string
  url: string
  headers: [string, string][]
}

/** A reader's answer: the head, then the body a chunk at a time (each acknowledged), then the end. */
export type ReadAnswer =
  /** The reader has built its API and takes reads from now on. */
  | { ready: true }
  | { id: number; head: { status: number; headers: [string, string][] } }
  | { id: number; chunk: Uint8Array }
  | { id: number; end: true }
  /** The call wrote (a read-only connection refused it): the sandbox's thread answers it instead. */
  | { id: number; writes: true }
  | { id: number; failed: string }

/** What the sandbox's thread tells a reader: a read to answer, a chunk written out (send the next), a client gone. */
export type ToReader = ReadRequest | { written: number } | { gone: number }

/** What a reader needs to answer as the sandbox does. */
export interface ReaderSetup {
  database: string
  publicUrl: string
  clientOrigins: readonly string[]
  contractLog?: string
  /** The instant the sandbox's clock is stopped at (`--clock`), if it is. */
  clock?: number
}
