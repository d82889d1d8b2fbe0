import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { openApiDocument, routeAreas, routeNameOf } from '@paydeck/core/openapi'
import { repo } from './package-docs'

// What each widget package calls (its endpoints.json): the core functions left in a bundle of each entry (with the
// client's own, the user context), as the OpenAPI document describes them. A tenant's proxy can allow exactly these.

export const widgetPackages = [
  'notifications',
  'support',
  'transactions',
  'dashboard',
  'proposals',
  'admin',
  'reports',
] as const

export interface Endpoint {
  operationId: string
  method: string
  /** The service the path is on (api, reporting …) and its path there, as the request rules send it. */
  host: string
  path: string
  /** The kinds of user whose calls take this path, each with the permissions that let it (any one; none: none). */
  permissions: Record<string, string[]>
}

/** Each core function that makes a call, by the name a bundle keeps (a route's `madeBy`, else its own name). */
const callers = new Map<string, string[]>()
for (const area of routeAreas)
  for (const [name, route] of Object.entries(area.routes)) {
    const made = route.madeBy ?? name
    callers.set(made, [...(callers.get(made) ?? []), name])
  }

const document = openApiDocument()
type Operation = { operationId: string; 'x-paydeck-permissions': Record<string, string[]> }
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, unknown>)
    .filter(([method]) => !method.startsWith('x-'))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      host: String((item as Record<string, unknown>)['x-paydeck-host'] ?? 'api'),
      ...(operation as Operation),
    })),
)

/**
 * Whether a bundle still holds a caller: a function or a constant of its name (esbuild may add digits), or for a
 * namespace's method (`manage.assign`) the namespace, which a bundle keeps whole with every method.
 */
function declared(code: string, caller: string): boolean {
  const [first, method] = caller.split('.')
  // Declared, or assigned where esbuild hoisted the declaration of a module it initialises lazily.
  const binding = new RegExp(`\\b(?:function|var|let|const) ${first}\\d*\\b|\\b${first}\\d* = `).test(code)
  return binding && (method === undefined || new RegExp(`\\b${method}\\s*[(:]`).test(code))
}

/** The calls an entry of a package can make: the core functions still in its bundle after tree-shaking. */
async function callsOf(entry: string, resolveDir: string): Promise<Set<string>> {
  const result = await build({
    stdin: {
      contents: `export * from '${entry}'\nexport { createPaydeck } from '@paydeck/core'`,
      resolveDir,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@paydeck/source'],
    jsx: 'automatic',
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.text
  const made = new Set<string>()
  for (const [fn, names] of callers) if (declared(code, fn)) for (const name of names) made.add(name)
  return made
}

/** A package's endpoints.json: per export of the package, the calls it can make. */
export async function endpointsOf(pkg: string): Promise<Record<string, Endpoint[]>> {
  const manifest = JSON.parse(readFileSync(join(repo, 'packages', pkg, 'package.json'), 'utf8'))
  const entries = Object.keys(manifest.exports as Record<string, unknown>).filter(
    (key) => !key.endsWith('.json') && !key.endsWith('.css') && !key.endsWith('/define') && !key.endsWith('-define'),
  )
  const byEntry: Record<string, Endpoint[]> = {}
  for (const key of entries) {
    const made = await callsOf(`${manifest.name}${key.slice(1)}`, join(repo, 'packages', pkg))
    byEntry[key] = operations
      .filter((operation) => made.has(routeNameOf(operation.operationId)))
      .map(({ operationId, method, host, path, 'x-paydeck-permissions': permissions }) => ({
        operationId,
        method,
        host,
        path,
        permissions,
      }))
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
  }
  return byEntry
}
