import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeAreas } from './routes'

// No path outside the route table (issue 64): core's client functions make their calls with callRoute, from the
// declarations. The files that still write a path by hand are listed with how many lines do; a list that only
// shrinks, until it is empty. A file not listed may write none.
const stillByHand: Record<string, number> = {
  'users/users.api.ts': 1,
  'notifications/notifications.api.ts': 2,
  'proposals/proposals.api.ts': 5,
  'reports/report-schedules.ts': 1,
  'reports/report-columns.ts': 1,
  'reports/alerts.ts': 1,
  'reports/report-definitions.ts': 2,
  'analytics/analytics.api.ts': 1,
}

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
  it('finds no path by hand in core’s client but in the files still listed, and no more lines than listed', () => {
    const found: Record<string, number> = {}
    for (const file of files(apiDir).filter((name) => /(?<!\.routes|\.calls|\.test)\.ts$/.test(name))) {
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => handPath.test(line))
      if (lines.length > 0) found[relative(apiDir, file)] = lines.length
    }
    for (const [file, count] of Object.entries(found)) expect(count, file).toBeLessThanOrEqual(stillByHand[file] ?? 0)
    // A file that no longer writes paths by hand leaves the list.
    expect(Object.keys(stillByHand).filter((file) => !found[file])).toEqual([])
  })
})
