import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { pandaStatic } from '../config/panda-static'
import { preactCompat } from '../config/preact-compat'

/**
 * The portal reads /config.json at start, so one build serves any deployment. PAYDECK_PORTAL_CONFIG
 * (a JSON file) replaces it in dev and preview, which is how the end-to-end tests point it at their sandbox.
 */
function runtimeConfigOverride(): Plugin {
  const file = process.env.PAYDECK_PORTAL_CONFIG
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!file || req.url?.split('?')[0] !== '/config.json') return next()
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', 'no-store')
    res.end(readFileSync(file, 'utf8'))
  }
  return {
    name: 'paydeck-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  }
}

/** The built source maps go to portal/source-maps, beside the build rather than in what is served. */
function sourceMapsApart(): Plugin {
  const folder = fileURLToPath(new URL('source-maps', import.meta.url))
  return {
    name: 'paydeck-source-maps-apart',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        if (!name.endsWith('.map') || file.type !== 'asset') continue
        mkdirSync(dirname(join(folder, name)), { recursive: true })
        writeFileSync(join(folder, name), file.source)
        delete bundle[name]
      }
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    runtimeConfigOverride(),
    sourceMapsApart(),
    pandaStatic(fileURLToPath(new URL('../packages/ui/styled-system/css/index.js', import.meta.url))),
  ],
  // On Preact's React layer, as the elements are: the first screen's budget (docs/decisions.md).
  resolve: { conditions: ['@paydeck/source'], alias: preactCompat },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // No <link rel="modulepreload"> for a lazily loaded screen's chunks: inserting them was ~55 ms of the main thread
    // on a phone's CPU per screen (Lighthouse's blocking time), more than the round trip they save over HTTP/2,
    // where the browser asks for a chunk's imports together (docs/decisions.md, issue 38).
    modulePreload: false,
    // Built for whoever debugs a release, neither referenced from the files nor served with them (issue 38).
    sourcemap: 'hidden',
    rollupOptions: {
      // The silent sign-in's iframe has its own small page (seed 000), not the portal.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        silentRenew: fileURLToPath(new URL('authentication/silent-renew.html', import.meta.url)),
      },
    },
  },
})
