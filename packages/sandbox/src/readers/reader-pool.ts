import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { problemBody } from '../domain/problem'
import type { ReadAnswer, ReaderSetup, ReadRequest, ToReader } from './messages'

// The sandbox's reads off its own thread: a few reader threads (reader.ts), each with a read-only connection to the
// database (WAL: they read while the sandbox's thread writes, each read seeing what was committed when it began).
// The sandbox's thread keeps every write, serialised and transactional, and the sign-in; a read it hands over is
// answered by the least busy reader, streamed back a chunk at a time.

export interface ReaderPool {
  /** Answers a read through a reader; false when the sandbox's thread must answer it (it writes, or no reader is). */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>
  /** Resolves when every reader has started (or stopped trying): until then the sandbox's thread answers all. */
  ready: Promise<void>
  /** How many reads the readers have begun to answer so far. */
  answered(): number
  close(): Promise<void>
}

interface Pending {
  response: ServerResponse
  reader: Reader
  resolve: (answered: boolean) => void
}

interface Reader {
  worker: Worker
  busy: number
  ready: boolean
}

/** A reader thread: its built code beside this module, or from source (the sandbox's tests) compiled by tsx. */
function readerThread(setup: ReaderSetup): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./reader.js', import.meta.url), { workerData: setup })
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs')
  const reader = new URL('./reader.ts', import.meta.url).href
  const start = `import { register } from ${JSON.stringify(pathToFileURL(tsx).href)}
    register()
    await import(${JSON.stringify(reader)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(start)}`), {
    workerData: setup,
    execArgv: ['--conditions=@paydeck/source'],
  })
}

export function readerPool(size: number, setup: ReaderSetup, baseUrl: string): ReaderPool {
  const pending = new Map<number, Pending>()
  let nextId = 0
  let answered = 0
  const started: Promise<void>[] = []
  const readers: Reader[] = Array.from({ length: size }, () => {
    const reader: Reader = {
      worker: readerThread(setup),
      busy: 0,
      ready: false,
    }
    started.push(
      new Promise((resolve) => {
        reader.worker.on('message', (answer: ReadAnswer) => {
          if (!('ready' in answer)) return heard(answer)
          reader.ready = true
          resolve()
        })
        // A reader that stops hands its reads back; the sandbox's thread answers from then on.
        reader.worker.on('error', (error) => {
          console.error('paydeck-sandbox: a reader thread stopped:', error)
          readers.splice(readers.indexOf(reader), 1)
          for (const [id, waiting] of pending) if (waiting.reader === reader) finish(id, !waiting.response.headersSent)
          resolve()
        })
      }),
    )
    return reader
  })

  const finish = (id: number, handBack = false) => {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    waiting.reader.busy--
    if (!handBack && !waiting.response.writableEnded) waiting.response.end()
    waiting.resolve(!handBack)
  }

  const heard = (answer: Exclude<ReadAnswer, { ready: true }>) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    const { response, reader } = waiting
    if ('writes' in answer) return finish(answer.id, true)
    if ('failed' in answer) {
      console.error(`paydeck-sandbox: a reader failed: ${answer.failed}`)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/problem+json' })
      response.end(JSON.stringify(problemBody(500, 'The sandbox could not answer.')))
      return finish(answer.id)
    }
    if ('head' in answer) {
      answered++
      response.writeHead(answer.head.status, groupHeaders(answer.head.headers))
      return
    }
    if ('chunk' in answer) {
      const written: ToReader = { written: answer.id }
      response.write(answer.chunk, () => reader.worker.postMessage(written))
      return
    }
    finish(answer.id)
  }

  return {
    answer(request, response) {
      const ready = readers.filter((reader) => reader.ready)
      if (ready.length === 0) return Promise.resolve(false)
      const reader = ready.reduce((least, each) => (each.busy < least.busy ? each : least))
      const id = ++nextId
      reader.busy++
      const read: ReadRequest = {
        id,
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', baseUrl).href,
        headers: Object.entries(request.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((each): [string, string] => [name, each]),
        ),
      }
      // A client that leaves before the answer is whole: the reader stops reading its stream.
      response.once('close', () => {
        if (!pending.has(id)) return
        reader.worker.postMessage({ gone: id } satisfies ToReader)
        finish(id)
      })
      return new Promise<boolean>((resolve) => {
        pending.set(id, { response, reader, resolve })
        reader.worker.postMessage(read satisfies ToReader)
      })
    },
    ready: Promise.all(started).then(() => undefined),
    answered: () => answered,
    async close() {
      await Promise.all(readers.map((reader) => reader.worker.terminate()))
    },
  }
}

/** Headers as Node writes them: a name said twice (Set-Cookie, Vary) as one list. */
function groupHeaders(headers: [string, string][]): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {}
  for (const [name, value] of headers) {
    const known = grouped[name]
    grouped[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value]
  }
  return grouped
}
