// The consumer test: the published packages as a developer outside this repository meets them. Packs every package,
// installs the tarballs with npm into a React 18 app and a React 19 app in a temporary folder (no workspace links,
// no source condition), type-checks and builds both, renders a widget on the server with each one's
// react-dom/server, opens each in Chromium against the sandbox, and loads an element from the packed
// @paydeck/elements on a plain page with a strict CSP. Run after `pnpm build`.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM, untilAnswers } from '../../scripts/tooling.mjs'

const root = resolve(import.meta.dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'paydeck-consumer-'))
const packs = join(work, 'packs')
const SANDBOX_PORT = 4610
const PAGE_PORT = 4611

const sh = (command, args, cwd, quiet = false) => {
  console.log(`\n$ ${command} ${args.join(' ')}   (in ${cwd})`)
  execFileSync(command, args, { cwd, stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, CI: 'true' } })
}
// The versions this repository's React example pins: what the React 19 app and the tools install.
const example = JSON.parse(readFileSync(join(root, 'examples/react-embed/package.json'), 'utf8'))
const version = (pkg) => example.dependencies[pkg] ?? example.devDependencies[pkg] ?? devTools[pkg]
const devTools = { typescript: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.typescript }

// Every published package, packed as npm would publish it (workspace: ranges become versions).
const published = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)
for (const dir of published) sh('pnpm', ['pack', '--pack-destination', packs], dir, true)
const tarballs = Object.fromEntries(
  readdirSync(packs).map((file) => [
    `@paydeck/${file.replace(/^paydeck-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
    file,
  ]),
)
const tarball = (name) => `file:${join(packs, tarballs[name])}`

const reacts = {
  18: { react: '^18.3.1', types: '^18.3.0' },
  19: { react: version('react'), types: version('@types/react') },
}

async function main() {
  const apps = []
  for (const [major, { react, types }] of Object.entries(reacts)) {
    const app = join(work, `react-${major}`)
    cpSync(join(import.meta.dirname, 'app'), app, { recursive: true })
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: `paydeck-consumer-react-${major}`,
          private: true,
          type: 'module',
          dependencies: {
            react,
            'react-dom': react,
            ...Object.fromEntries(
              ['@paydeck/core', '@paydeck/react', '@paydeck/ui', '@paydeck/notifications', '@paydeck/elements'].map(
                (name) => [name, tarball(name)],
              ),
            ),
          },
          devDependencies: {
            '@types/react': types,
            '@types/react-dom': types,
            '@vitejs/plugin-react': version('@vitejs/plugin-react'),
            typescript: version('typescript'),
            vite: version('vite'),
          },
          // The packages' own @paydeck dependencies come from the tarballs too: nothing is on the registry yet.
          overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, tarball(name)])),
        },
        null,
        2,
      ),
    )
    sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app)
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version
    if (!installed.startsWith(`${major}.`)) throw new Error(`React ${major} app installed React ${installed}`)
    sh('npx', ['tsc', '-p', '.'], app)
    sh('npx', ['vite', 'build'], app)
    sh('node', ['ssr.mjs'], app)
    // The plain page of the element beside the app, from the packed @paydeck/elements.
    cpSync(join(app, 'node_modules/@paydeck/elements/dist'), join(app, 'dist/paydeck-elements'), { recursive: true })
    apps.push([major, app])
  }
  await inChromium(apps)
}

/**
 * Each app built, served and opened in Chromium against the sandbox: the React bell signs in and opens its list;
 * then the bell from the packed @paydeck/elements does the same on a plain page with a strict CSP.
 */
async function inChromium(apps) {
  const origin = `http://localhost:${PAGE_PORT}`
  const sandboxUrl = `http://localhost:${SANDBOX_PORT}`
  // A server left on a port would answer for ours: say so rather than test against it.
  for (const url of [origin, sandboxUrl]) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`${url} is already in use: stop what listens there`)
  }
  const sandbox = spawn(
    'node',
    [
      join(root, 'packages/sandbox/bin/paydeck-sandbox.js'),
      ...['--port', String(SANDBOX_PORT), '--data', join(work, 'sandbox'), '--origin', origin],
    ],
    { stdio: 'ignore' },
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  try {
    await untilAnswers(`${sandboxUrl}/health`)
    for (const [major, app] of apps) {
      // Vite itself, not through npx: killing npx would leave the server holding the port.
      const vite = join(app, 'node_modules/vite/bin/vite.js')
      const preview = spawn('node', [vite, 'preview', '--port', String(PAGE_PORT), '--strictPort'], {
        cwd: app,
        stdio: 'ignore',
      })
      try {
        await untilAnswers(`${origin}/plain.html`)
        const pages = major === '19' ? ['/', '/plain.html'] : ['/']
        for (const path of pages) await bellOpens(browser, `${origin}${path}?sandbox=${encodeURIComponent(sandboxUrl)}`)
        console.log(`\nReact ${major}: the bell signed in at the sandbox and opened its list (${pages.join(', ')})`)
      } finally {
        preview.kill()
        await waitForClosed(origin)
      }
    }
  } finally {
    await browser.close()
    sandbox.kill()
  }
}

async function bellOpens(browser, url) {
  const tab = await browser.newPage()
  const errors = []
  tab.on('pageerror', (error) => errors.push(error.message))
  // The browser's own favicon request is no part of the page.
  tab.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      errors.push(`${response.status()} ${response.url()}`)
  })
  tab.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  await tab.goto(url)
  const bell = tab.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await bell.waitFor({ timeout: 30_000 })
  await bell.click()
  await tab.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor()
  if (errors.length) throw new Error(`${url} reported errors:\n${errors.join('\n')}`)
  await tab.close()
}

async function waitForClosed(url, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    if (
      !(await fetch(url).then(
        () => true,
        () => false,
      ))
    )
      return
    await new Promise((done) => setTimeout(done, 250))
  }
}

try {
  await main()
  console.log('\nconsumer test: React 18 and 19 apps installed, type-checked, built, rendered on the server and run')
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
}
