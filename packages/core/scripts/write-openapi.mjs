// Writes the built document beside the code, so `@paydeck/core/openapi.json` is a file a tool can read.
import { readFileSync, writeFileSync } from 'node:fs'
import { openApiDocument } from '../dist/openapi.js'

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
writeFileSync(new URL('../dist/openapi.json', import.meta.url), `${JSON.stringify(openApiDocument({ version }))}\n`)
