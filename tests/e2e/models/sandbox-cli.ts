import { spawnSync } from 'node:child_process'

/** The sandbox's command line against the end-to-end run's database (beside the running sandbox). */
export function sandboxCommand(...args: string[]): string {
  const run = spawnSync('node', ['packages/sandbox/bin/paydeck-sandbox.js', ...args, '--data', '.data/e2e'], {
    encoding: 'utf8',
  })
  // Its own message, not only its exit code, when it fails.
  if (run.status !== 0) throw new Error(`paydeck-sandbox ${args.join(' ')} exited ${run.status}: ${run.stderr.trim()}`)
  return run.stdout.trim()
}
