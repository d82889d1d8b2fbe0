// The consumer test: the published packages as a developer outside this repository meets them. Packs every package,
// installs the tarballs with npm into a React 18 app and a React 19 app in a temporary folder (no workspace links,
// no source condition), type-checks and builds both, renders a widget on the server with each one's
// react-dom/server, opens each in Chromium against the sandbox, and loads an element from the packed
// @paydeck/elements on a plain page with a strict CSP; then builds examples/next-embed (Next.js, App Router) from
// the same tarballs with `next build`, serves it and uses its bell and lookup. Run after `pnpm build`.
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
  execFileSync(command, args, {
    cwd,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, CI: 'true', NEXT_TELEMETRY_DISABLED: '1' },
  })
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
  const next = nextApp()
  await inChromium(apps, next)
}

/** examples/next-embed as a team outside this repository has it: the packages from the tarballs, `next build`. */
function nextApp() {
  const source = join(root, 'examples/next-embed')
  const app = join(work, 'next')
  const own = ['node_modules', '.next', 'next-env.d.ts', 'package.json']
  cpSync(source, app, { recursive: true, filter: (path) => !own.some((name) => path === join(source, name)) })
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
  const fromTarballs = (deps) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, tarballs[name] ? tarball(name) : range]))
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        ...pkg,
        name: 'paydeck-consumer-next',
        dependencies: fromTarballs(pkg.dependencies),
        devDependencies: { ...pkg.devDependencies, typescript: version('typescript') },
        overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, tarball(name)])),
      },
      null,
      2,
    ),
  )
  sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app)
  sh('npx', ['next', 'build'], app)
  return app
}

/**
 * Each app built, served and opened in Chromium against the sandbox: the React bell signs in and opens its list;
 * then the bell from the packed @paydeck/elements does the same on a plain page with a strict CSP.
 */
async function inChromium(apps, next) {
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
    // next's own script, not through npx: killing npx would leave the server holding the port.
    const server = spawn(
      'node',
      [join(next, 'node_modules/next/dist/bin/next'), 'start', '--port', String(PAGE_PORT)],
      {
        cwd: next,
        env: { ...process.env, PAYDECK_SANDBOX: sandboxUrl },
        stdio: 'ignore',
      },
    )
    try {
      await untilAnswers(origin)
      const html = await (await fetch(origin)).text()
      if (!html.includes('Sign in to the sandbox')) throw new Error('next start: the sign-in form is not in the HTML')
      await nextAppWorks(browser, origin)
      console.log(
        '\nNext.js: the page rendered on the server, signed in, the bell opened its list, the lookup a payment',
      )
    } finally {
      server.kill()
      await waitForClosed(origin)
    }
  } finally {
    await browser.close()
    sandbox.kill()
  }
}

async function bellOpens(browser, url) {
  const { tab, errors } = await watchedTab(browser)
  await tab.goto(url)
  await openBell(tab)
  if (errors.length) throw new Error(`${url} reported errors:\n${errors.join('\n')}`)
  await tab.close()
}

/** The Next.js app: signs in, opens the bell's list, then a payment of the lookup in its drawer. */
async function nextAppWorks(browser, origin) {
  const { tab, errors } = await watchedTab(browser)
  await tab.goto(origin)
  await tab.getByLabel('Email').fill('merchant@sandbox.test')
  await tab.getByLabel('Password').fill('paydeck')
  await tab.getByRole('button', { name: 'Sign in' }).click()
  await openBell(tab)
  await tab.keyboard.press('Escape')
  const firstRow = tab.getByRole('table').getByRole('row').nth(1)
  await firstRow.getByRole('button').first().click()
  await tab
    .getByRole('dialog', { name: /^Transaction \d+$/ })
    .getByText('Order reference')
    .waitFor()
  if (errors.length) throw new Error(`${origin} reported errors:\n${errors.join('\n')}`)
  await tab.close()
}

async function openBell(tab) {
  const bell = tab.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await bell.waitFor({ timeout: 30_000 })
  await bell.click()
  await tab.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor()
}

/** A new tab that records its page errors, failed responses and console errors. */
async function watchedTab(browser) {
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
  return { tab, errors }
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
  console.log(
    '\nconsumer test: React 18 and 19 apps and the Next.js app installed, type-checked, built, rendered on the server and run',
  )
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
}
