// Shared by `npm start` and `npm test`: they run on a machine that has only Node 20 and npm.
import { exec, execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const PNPM_VERSION = '10.34.9'
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function run(command, options = {}) {
  const started = Date.now()
  console.log(`\n▶ ${command}`)
  const result = spawnSync(command, { stdio: 'inherit', shell: true, ...options })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${command} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${command} (${seconds} s)`)
  return Number(seconds)
}

/**
 * Runs sequences of commands, `width` sequences at a time, each sequence's commands one after the other. Each
 * command's output is printed whole when it ends, marked as run() marks it; the first failure ends the process once
 * the commands under way have ended.
 */
export async function runTogether(sequences, width) {
  let failed = false
  const queue = [...sequences]
  const runSequence = async (commands) => {
    for (const command of commands) {
      if (failed) return
      const started = Date.now()
      const { code, output } = await new Promise((resolve) =>
        exec(command, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          resolve({ code: error ? (error.code ?? 1) : 0, output: stdout + stderr }),
        ),
      )
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`\n▶ ${command}\n${output.trimEnd()}`)
      if (code !== 0) {
        console.error(`✖ ${command} failed after ${seconds} s`)
        failed = true
        return
      }
      console.log(`✔ ${command} (${seconds} s)`)
    }
  }
  const lane = async () => {
    while (queue.length > 0 && !failed) await runSequence(queue.shift())
  }
  await Promise.all(Array.from({ length: width }, lane))
  if (failed) process.exit(1)
}

function has(command) {
  try {
    execSync(command, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export function ensurePnpm() {
  if (has('pnpm --version') && execSync('pnpm --version').toString().trim() === PNPM_VERSION) return
  // corepack cannot reach its download host here; npm's registry can.
  run(`npm install --global pnpm@${PNPM_VERSION}`)
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`)
    process.exit(1)
  }
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji')
}

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Debian's Firefox ESR for the second-browser smoke suite (puppeteer-core drives it over WebDriver BiDi). */
export function ensureFirefox() {
  if (existsSync(FIREFOX)) return
  if (process.getuid?.() !== 0) {
    console.error(`Firefox is missing at ${FIREFOX}. Install Debian's package: sudo apt-get install -y firefox-esr`)
    process.exit(1)
  }
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr')
}

export function install() {
  run('pnpm install --frozen-lockfile')
}

/** Waits until a local server answers the URL with a success, or throws after timeoutMs. */
export async function untilAnswers(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
}
