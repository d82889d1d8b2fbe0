import { addDays } from '@paydeck/core/time'
import type { SandboxDatabase } from '../db/database'
import { keepAccountDay } from './kept-account'
import { keepTallyDay } from './kept-tallies'
import { keptTallies } from './tally'

// The derived reports' days kept before anyone asks (issue 38): a report that finds its days kept reads them in SQL,
// one that does not derives them first (seconds for a month of a large book). So a started sandbox keeps every day
// of every book, the newest first (the periods reports open on): a day of the account and the tallies, or an hour of
// the activity, at a time (a transaction of a few milliseconds at a million rows), letting requests in every ten
// milliseconds or so. Writes forget the days and hours they change (kept-account.ts, kept-activity.ts,
// kept-tallies.ts); each later round keeps those again.

export interface KeepingAhead {
  /** Resolves when the current round has kept every day (at once when nothing is left). */
  readonly round: Promise<void>
  /** Starts another round unless one is under way (the sandbox's minute timer calls it). */
  again(): void
  stop(): void
}

interface Book {
  mode: string
  tenantId: number
  first: string
  last: string
}

/** How long one turn keeps the sandbox's thread before it lets requests in. */
const TURN_MS = 10

/** Each book's days, the newest first across books; yields once a turn has taken its time. */
function* keepingSteps(db: SandboxDatabase): Generator<void, void> {
  const books = booksOf(db)
  if (books.length === 0) return
  const newest = books
    .map((book) => book.last)
    .sort()
    .at(-1)!
  const oldest = books.map((book) => book.first).sort()[0]!
  let turn = performance.now()
  const turnTaken = () => performance.now() - turn >= TURN_MS
  for (let day = newest; day >= oldest; day = addDays(day, -1))
    for (const { mode, tenantId, first, last } of books) {
      if (day < first || day > last) continue
      const derives = [
        () => keepAccountDay(db, mode, tenantId, day),
        ...keptTallies.map((tally) => () => keepTallyDay(db, tally, mode, tenantId, day)),
      ]
      for (const derive of derives) {
        derive()
        if (!turnTaken()) continue
        yield
        turn = performance.now()
      }
    }
}

/** Every tenant's Live and Test books with their first and last UTC days (two index seeks each). */
function booksOf(db: SandboxDatabase): Book[] {
  const tenants = db.prepare('SELECT id FROM tenants ORDER BY id').pluck().all() as number[]
  const bounds = db.prepare(
    `SELECT substr(MIN(created), 1, 10) AS first, substr(MAX(created), 1, 10) AS last
     FROM transactions WHERE mode = ? AND tenant_id = ?`,
  )
  return tenants.flatMap((tenantId) =>
    ['Live', 'Test'].flatMap((mode) => {
      const { first, last } = bounds.get(mode, tenantId) as { first: string | null; last: string | null }
      return first && last ? [{ mode, tenantId, first, last }] : []
    }),
  )
}

/** Keeps the book ahead of the questions on the sandbox's own connection, a day per turn of the event loop. */
export function keepAhead(db: SandboxDatabase): KeepingAhead {
  let timer: NodeJS.Immediate | undefined
  let finish: (() => void) | undefined
  let stopped = false
  let round = Promise.resolve()
  const start = () => {
    const steps = keepingSteps(db)
    round = new Promise<void>((resolve) => {
      finish = () => {
        finish = timer = undefined
        resolve()
      }
      const turn = () => {
        try {
          if (steps.next().done) return finish?.()
        } catch (error) {
          // A write from beside the sandbox (its command line) may hold the database: the next round tries again.
          console.error('paydeck-sandbox: keeping the reports ahead stopped:', error)
          return finish?.()
        }
        timer = setImmediate(turn)
      }
      timer = setImmediate(turn)
    })
  }
  start()
  return {
    get round() {
      return round
    },
    again: () => void (stopped || finish || start()),
    stop() {
      stopped = true
      if (timer) clearImmediate(timer)
      finish?.()
    },
  }
}
