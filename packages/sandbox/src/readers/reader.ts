// A reader thread: the sandbox's API over a read-only connection to its database, answering the reads the
// sandbox's thread hands it (reader-pool.ts), one at a time. A call that turns out to write is handed back.
import { parentPort, workerData } from 'node:worker_threads'
import type { HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { openReader } from '../db/database'
import { fixClock } from '../fixed-clock'
import { createProvider } from '../oidc/provider'
import { mountServices } from '../sandbox'
import type { ChunkWritten, ReadAnswer, ReaderSetup, ReadRequest } from './messages'
import { watchWrites } from './watch-writes'

const setup = workerData as ReaderSetup
if (setup.clock !== undefined) fixClock(new Date(setup.clock))
const db = openReader(setup.database)
const writes = watchWrites(db)
const provider = createProvider(db, { publicUrl: setup.publicUrl, clientOrigins: setup.clientOrigins })
const app = new Hono<{ Bindings: HttpBindings }>()
mountServices(app, db, provider, { ...setup, handedBack: () => writes.tried })

const port = parentPort!
const say = (answer: ReadAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer)
/** Resolves when the sandbox's thread has written the last chunk out (a slow client slows the reader, not memory). */
let written: (() => void) | undefined
let queue = Promise.resolve()

port.on('message', (message: ReadRequest | ChunkWritten) => {
  if ('written' in message) return written?.()
  queue = queue.then(() => answer(message))
})
port.postMessage({ ready: true } satisfies ReadAnswer)

async function answer(request: ReadRequest): Promise<void> {
  writes.tried = false
  try {
    const response = await app.fetch(
      new Request(request.url, { method: request.method, headers: request.headers }),
      {} as HttpBindings,
    )
    if (writes.tried) return say({ id: request.id, writes: true })
    say({ id: request.id, head: { status: response.status, headers: [...response.headers] } })
    if (response.body)
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const done = new Promise<void>((resolve) => (written = resolve))
        const copy = chunk.slice()
        say({ id: request.id, chunk: copy }, [copy.buffer as ArrayBuffer])
        await done
      }
    say({ id: request.id, end: true })
  } catch (error) {
    say(writes.tried ? { id: request.id, writes: true } : { id: request.id, failed: String(error) })
  }
}
