import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repo } from './package-docs'
import { endpointsOf, widgetPackages } from './widget-endpoints'

// Each widget package ships endpoints.json, generated here; a stale copy fails (UPDATE_READMES=1 rewrites it).
describe('endpoints.json of each widget package', () => {
  for (const pkg of widgetPackages)
    it(`@paydeck/${pkg} lists every call its entries can make`, async () => {
      const file = join(repo, 'packages', pkg, 'endpoints.json')
      const endpoints = `${JSON.stringify(await endpointsOf(pkg), null, 2)}\n`
      if (process.env.UPDATE_READMES) writeFileSync(file, endpoints)
      expect(readFileSync(file, 'utf8')).toBe(endpoints)
    })
})
