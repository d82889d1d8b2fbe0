// The built portal served as a deployment serves it, for the Lighthouse bench: HTTP/2 over TLS, compressed, its
// hashed files cached for good. Vite's preview speaks HTTP/1.1, where the first screen's 40 scripts queue for six
// connections, a cost no deployment behind a CDN pays. The certificate is a throwaway for localhost (openssl).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = 'portal/dist'
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/** A path's file: the file itself, its .html page (the silent sign-in's), or the portal's index (its routes). */
function fileOf(path) {
  const file = normalize(join(ROOT, decodeURIComponent(path)))
  if (file.startsWith(`${ROOT}/`))
    for (const candidate of [file, `${file}.html`])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return join(ROOT, 'index.html')
}

/** Serves portal/dist on `port` with `configFile` as its /config.json; resolves when listening, to a stop. */
export function servePortalOverHttp2({ port, configFile, dir }) {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  const compressed = new Map()
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const path = request.url.split('?')[0]
      const file = path === '/config.json' ? configFile : fileOf(path)
      if (!compressed.has(file)) compressed.set(file, gzipSync(readFileSync(file)))
      response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      response.setHeader('content-encoding', 'gzip')
      response.setHeader(
        'cache-control',
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      response.end(compressed.get(file))
    },
  )
  return new Promise((resolve) => server.listen(port, () => resolve(() => server.close())))
}
