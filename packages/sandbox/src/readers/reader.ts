// A reader thread: the sandbox's API over a read-only connection to its database, answering the reads the
// sandbox's thread hands it (reader-pool.ts), several at once as the sandbox's own thread would. A call that turns
// out to write is handed back.
import { AsyncLocalStorage } from 'node:async_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import type { HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { openReader } from '../db/database'
import { fixClock } from '../fixed-clock'
import { createProvider } from '../oidc/provider'
import { mountServices } from '../sandbox'
import type { ReadAnswer, ReaderSetup, ToReader } from './messages'
import { watchWrites } from './watch-writes'

const setup = workerData as ReaderSetup
if (setup.clock !== undefined) fixClock(new Date(setup.clock))
/** The call a statement runs for, through every await of its handler: whether it tried to write. */
const call = new AsyncLocalStorage<{ triedToWrite: boolean }>()
const triedToWrite = () => call.getStore()?.triedToWrite ?? false
const db = openReader(setup.database)
watchWrites(db, () => {
  const current = call.getStore()
  if (current) current.triedToWrite = true
})
const provider = createProvider(db, { publicUrl: setup.publicUrl, clientOrigins: setup.clientOrigins })
const app = new Hono<{ Bindings: HttpBindings }>()
mountServices(app, db, provider, { ...setup, handedBack: triedToWrite })

const port = parentPort!
const say = (answer: ReadAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(answer, transfer)
/** Per streamed answer: resolves when the sandbox's thread has written its last chunk out, or the client left. */
const written = new Map<number, () => void>()
const gone = new Set<number>()

port.on('message', (message: ToReader) => {
  if ('written' in message) return written.get(message.written)?.()
  if ('gone' in message) {
    gone.add(message.gone)
    return written.get(message.gone)?.()
  }
  void call.run({ triedToWrite: false }, () => answer(message))
})
port.postMessage({ ready: true } satisfies ReadAnswer)

async function answer(request: Extract<ToReader, { url: string }>): Promise<void> {
  const { id } = request
  try {
    const response = await app.fetch(
      new Request(request.url, { method: request.method, headers: request.headers }),
      {} as HttpBindings,
    )
    if (triedToWrite()) return say({ id, writes: true })
    say({ id, head: { status: response.status, headers: [...response.headers] } })
    if (response.body) {
      const body = response.body.getReader()
      for (let next = await body.read(); !next.done; next = await body.read()) {
        if (gone.has(id)) {
          await body.cancel()
          break
        }
        const chunk = next.value.slice()
        const done = new Promise<void>((resolve) => written.set(id, resolve))
        say({ id, chunk }, [chunk.buffer as ArrayBuffer])
        await done
      }
    }
    say({ id, end: true })
  } catch (error) {
    say(triedToWrite() ? { id, writes: true } : { id, failed: String(error) })
  } finally {
    written.delete(id)
    gone.delete(id)
  }
}
