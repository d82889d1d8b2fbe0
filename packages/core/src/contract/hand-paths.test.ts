import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeAreas } from './routes'

// No path outside the route table (issue 64): core's client functions make their calls from the declarations
// (callRoute, uploadForm, pathOf); a path is written only in an area's calls (*.calls.ts) and routes.

const apiDir = join(import.meta.dirname, '../api')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
/** A string that starts like a declared path: one of the table's first segments then a slash, or a whole path of one
 * segment ('tenants'); a word that only shares a first segment ('api', 'reporting') is not a path. */
const paths = routeAreas.flatMap((area) => Object.values(area.routes).map((route) => route.path))
const firstSegments = [...new Set(paths.map((path) => path.split('/')[0]!))].filter((segment) =>
  /^[\w-]+$/.test(segment),
)
const wholeSegments = [...new Set(paths.filter((path) => /^[\w-]+$/.test(path)))]
const handPath = new RegExp(`['\`]((${firstSegments.join('|')})/|(${wholeSegments.join('|')})['\`])`)

describe('the route table is the only place a path is written', () => {
  it('finds no path written by hand in core’s client', () => {
    const found: Record<string, number> = {}
    for (const file of files(apiDir).filter((name) => /(?<!\.routes|\.calls|\.test)\.ts$/.test(name))) {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => handPath.test(line))
      if (lines.length > 0) found[relative(apiDir, file)] = lines.length
    }
    expect(found).toEqual({})
  })

  it('makes every call from its declaration: no client reaches the server past callRoute but where it says why', () => {
    // The ticket's feed is read leniently at its declared path (pathOf); a widget's data is read where the server's
    // answer says its source lives (its dataSourceEndpoint, a declared call's path).
    const allowed = { 'support/tickets.api.ts': 1, 'dashboard/dashboard.api.ts': 1 }
    const direct: Record<string, number> = {}
    for (const file of files(apiDir).filter((name) => /(?<!\.test)\.ts$/.test(name))) {
      const count = readFileSync(file, 'utf8').match(/\bhttp\.(json|text|blob|id)\(/g)?.length ?? 0
      if (count > 0) direct[relative(apiDir, file)] = count
    }
    expect(direct).toEqual(allowed)
  })
})
