// The built sandbox and the built portal's preview on ports of their own, for the benches that drive a browser.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { untilAnswers } from '../../scripts/tooling.mjs'
import { servePortalOverHttp2 } from './portal-h2.mjs'

const started = (command, args, env = {}, stdio = 'ignore') =>
  spawn(command, args, { stdio, env: { ...process.env, ...env }, detached: true })

/**
 * Starts a sandbox (a new database of `transactions`, or the default book) and the portal configured for it, and
 * waits until both answer. `stop()` ends both and removes the database. With `http2`, the portal is served as a
 * deployment serves it (portal-h2.mjs, https) instead of by Vite's preview.
 */
export async function startPortalStack({ sandboxPort, portalPort, transactions, embedPort, http2 = false }) {
  const sandbox = `http://localhost:${sandboxPort}`
  const portal = `${http2 ? 'https' : 'http'}://localhost:${portalPort}`
  // With embedPort, the html-embed example's page (the elements on a plain page with a strict CSP) too.
  const embed = embedPort && `http://localhost:${embedPort}`
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-bench-'))
  const config = join(dir, 'portal.config.json')
  writeFileSync(
    config,
    JSON.stringify({ authority: `${sandbox}/oidc`, clientId: 'paydeck-portal', hosts: { api: `${sandbox}/v1` } }),
  )
  const sandboxServer = started('node', [
    'packages/sandbox/bin/paydeck-sandbox.js',
    ...['--port', String(sandboxPort), '--data', dir, '--origin', portal],
    ...(embed ? ['--origin', embed] : []),
    ...(transactions ? ['--transactions', String(transactions)] : []),
  ])
  const servers = [
    sandboxServer,
    ...(http2
      ? []
      : [
          started(
            'pnpm',
            ['--filter', '@paydeck/portal', 'exec', 'vite', 'preview', '--port', String(portalPort), '--strictPort'],
            { PAYDECK_PORTAL_CONFIG: config },
          ),
        ]),
    ...(embed
      ? [
          started('pnpm', [
            ...['--filter', '@paydeck/html-embed', 'exec', 'vite', 'preview'],
            ...['--port', String(embedPort), '--strictPort'],
          ]),
        ]
      : []),
  ]
  const stopHttp2 = http2 && (await servePortalOverHttp2({ port: portalPort, configFile: config, dir }))
  const stop = () => {
    if (stopHttp2) stopHttp2()
    for (const server of servers) {
      try {
        process.kill(-server.pid)
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await untilAnswers(`${sandbox}/health`, 15 * 60_000)
    if (!http2) await untilAnswers(portal, 60_000)
    if (embed) await untilAnswers(embed, 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { sandbox, portal, embed, stop }
}
