import { execFileSync } from 'node:child_process'

/** The sandbox's command line against the end-to-end run's database (beside the running sandbox). */
export function sandboxCommand(...args: string[]): string {
  const output = execFileSync('node', ['packages/sandbox/bin/paydeck-sandbox.js', ...args, '--data', '.data/e2e'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return output.toString().trim()
}
