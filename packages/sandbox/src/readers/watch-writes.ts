import type { SandboxDatabase } from '../db/database'

/**
 * Tells `noteWrite` when a call tries to write: the read-only connection refuses it (SQLITE_READONLY) wherever the
 * statement was prepared, and the handler may have turned the refusal into an answer of its own.
 */
export function watchWrites(database: SandboxDatabase, noteWrite: () => void): void {
  const noted =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args)
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_READONLY')) noteWrite()
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
}
