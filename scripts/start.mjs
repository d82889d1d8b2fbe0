// npm start: install, build, then run the sandbox (4000), the built portal (5173) and the live docs (5193) until Ctrl+C.
import { spawn } from 'node:child_process'
import { ensurePnpm, install, run } from './tooling.mjs'

ensurePnpm()
install()
run('pnpm build')

const children = [
  spawn('node', ['packages/sandbox/bin/paydeck-sandbox.js', '--port', '4000', '--data', '.data/sandbox'], {
    stdio: 'inherit',
  }),
  spawn('pnpm', ['--filter', '@paydeck/portal', 'exec', 'vite', 'preview', '--port', '5173', '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
  spawn('pnpm', ['--filter', '@paydeck/docs', 'exec', 'vite', 'preview', '--port', '5193', '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
]

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not come up`)
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
for (const child of children) child.on('exit', (code) => code && stop(code))

await Promise.all([
  waitFor('http://localhost:4000/health'),
  waitFor('http://localhost:5173/'),
  waitFor('http://localhost:5193/'),
])
console.log(`
Paydeck is running.
  Portal   http://localhost:5173
  Docs     http://localhost:5193   (every element and React component, live)
  Sandbox  http://localhost:4000   (API /v1, OpenID provider /oidc)

Sign in with any demo account above; the password is "paydeck". Ctrl+C stops them all.
`)
