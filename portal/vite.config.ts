import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
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

export default defineConfig({
  plugins: [react(), runtimeConfigOverride()],
  // On Preact's React layer, as the elements are: the first screen's budget (docs/decisions.md).
  resolve: { conditions: ['@paydeck/source'], alias: preactCompat },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
