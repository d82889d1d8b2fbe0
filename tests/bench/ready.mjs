// Ready means ready (issue 67): the sandbox as a developer starts it (its command, its own process), timed from the
// start to its first health answer on a new database of N transactions; the CPU it spends in the minute after (work
// left running behind "ready" makes every timing taken meanwhile noise); and a restart on that data, to its first
// answer. Its database is left in `dir` for the rest of the bench.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

const PORT = 4499
/** How long after ready its CPU is counted. */
export const QUIET_SECONDS = 60
/** The kernel's clock ticks per second, in which /proc counts CPU time. */
const TICKS = 100

/** The CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // After the name: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) / TICKS
}

/** Starts the sandbox's command; resolves with the process and the milliseconds to its first health answer. */
async function start(dir, transactions) {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [
      'packages/sandbox/bin/paydeck-sandbox.js',
      '--port',
      String(PORT),
      '--data',
      dir,
      '--transactions',
      `${transactions}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode} before it was ready`)
    const ok = await fetch(`http://127.0.0.1:${PORT}/health`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return { child, exited, readyMs: performance.now() - started }
    await sleep(50)
  }
}

async function stop({ child, exited }) {
  child.kill('SIGTERM')
  await exited
}

/** The three figures, each a row of the bench's table: [label, value, budget kind]. */
export async function readyBench(dir, transactions) {
  const first = await start(dir, transactions)
  const atReady = cpuSeconds(first.child.pid)
  await sleep(QUIET_SECONDS * 1000)
  const background = cpuSeconds(first.child.pid) - atReady
  await stop(first)
  const again = await start(dir, transactions)
  await stop(again)
  return [
    [
      `sandbox: ready on a new database of ${transactions.toLocaleString('en')} (its command, to /health)`,
      first.readyMs,
      'ready',
    ],
    [`sandbox: CPU seconds in the ${QUIET_SECONDS} s after ready`, background, 'background'],
    ['sandbox: ready again on its data (a restart)', again.readyMs, 'restart'],
  ]
}
