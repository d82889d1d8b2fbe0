import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TicketListElement } from '../element-tags'
import { elementParts, styleVariables, themeVariables } from '@paydeck/ui'
import { elementManifest, elementTable, elementTagTypes, replaceSection, stylingTables } from './element-manifest'
import { shippedElements } from './shipped-elements'

// The manifest and the tag types are generated; a stale copy fails here (UPDATE_MANIFEST=1 rewrites them).
const manifestFile = resolve(__dirname, '../../custom-elements.json')
const tagsFile = resolve(__dirname, '../element-tags.ts')
const readmeFile = resolve(__dirname, '../../README.md')

describe('the elements’ manifest and tag types', () => {
  const manifest = `${JSON.stringify(elementManifest(shippedElements), null, 2)}\n`
  const tags = elementTagTypes(shippedElements)
  const styling = stylingTables(Object.keys(themeVariables(null)), styleVariables, elementParts)
  const readme = [
    ['elements', elementTable(shippedElements)],
    ['variables', styling.variables],
    ['parts', styling.parts],
  ].reduce((text, [name, content]) => replaceSection(text, name!, content!), readFileSync(readmeFile, 'utf8'))
  if (process.env.UPDATE_MANIFEST) {
    writeFileSync(manifestFile, manifest)
    writeFileSync(tagsFile, tags)
    writeFileSync(readmeFile, readme)
  }

  it('custom-elements.json lists every element with its attributes and events, as the classes say', () => {
    expect(readFileSync(manifestFile, 'utf8')).toBe(manifest)
    const declared = JSON.parse(manifest).modules[0].declarations as { tagName: string; events: { name: string }[] }[]
    expect(declared.map((element) => element.tagName)).toContain('paydeck-ticket-list')
    // Every element's lifecycle events, then its own.
    expect(declared.find((element) => element.tagName === 'paydeck-ticket-list')!.events).toEqual([
      expect.objectContaining({ name: 'paydeck-ready' }),
      expect.objectContaining({ name: 'paydeck-error' }),
      expect.objectContaining({ name: 'paydeck-ticket-open' }),
    ])
  })

  it('the README lists every element, the --pd-* variables and the part names, as the code says', () => {
    expect(readFileSync(readmeFile, 'utf8')).toBe(readme)
  })

  it('element-tags.ts types every tag for querySelector and JSX', () => {
    expect(readFileSync(tagsFile, 'utf8')).toBe(tags)
  })

  it('types a tag where a page finds it', () => {
    // Typed by HTMLElementTagNameMap: a wrong property name or type is a compile error.
    const list: TicketListElement = document.createElement('paydeck-ticket-list')
    list.selectedId = 12
    expect(list.selectedId).toBe(12)
  })
})
