import type { SandboxDatabase } from '../db/database'

/**
 * Notes when a call tries to write: the read-only connection refuses it (SQLITE_READONLY) wherever the statement
 * was prepared, and the handler may have turned the refusal into an answer of its own.
 */
export function watchWrites(database: SandboxDatabase): { tried: boolean } {
  const state = { tried: false }
  const noted =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args)
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_READONLY')) state.tried = true
        throw error
      }
    }
  const prepare = database.prepare.bind(database)
  database.prepare = ((source: string) => {
    const statement = prepare(source)
    for (const method of ['run', 'get', 'all', 'iterate'] as const)
      Object.defineProperty(statement, method, { value: noted(statement[method].bind(statement) as never) })
    return statement
  }) as typeof database.prepare
  database.exec = noted(database.exec.bind(database)) as typeof database.exec
  return state
}
