// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { screensMarkdown } from './screens-doc'

const file = fileURLToPath(new URL('../../../docs/screens.md', import.meta.url))

it('docs/screens.md lists every route as the tables have it', () => {
  if (process.env.UPDATE_SCREENS) writeFileSync(file, screensMarkdown())
  expect(readFileSync(file, 'utf8')).toBe(screensMarkdown())
})
