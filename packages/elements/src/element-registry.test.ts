import { describe, expect, it } from 'vitest'
import { elementTags, isEventName } from '@paydeck/ui/tags'
import { elementLoaders } from './element-loaders'
import { shippedElements } from './manifest/shipped-elements'

const shipped = Object.values(shippedElements).map(({ element }) => element)

describe('the elements this script brings', () => {
  it('each has a tag from the registry, and the loader knows every one', () => {
    const registered: string[] = Object.values(elementTags)
    for (const element of shipped) {
      expect(registered).toContain(element.tag)
      expect(elementLoaders).toHaveProperty(element.tag)
    }
    expect(Object.keys(elementLoaders).sort()).toEqual(shipped.map((element) => element.tag).sort())
  })

  it('name their events paydeck-<resource>-<verb>, the verb in the present tense', () => {
    const events = shipped.flatMap((element) => element.events)
    expect(events.length).toBeGreaterThan(5)
    for (const name of events) expect([name, isEventName(name)]).toEqual([name, true])
  })

  it('take the locale attribute and the client as every widget does', () => {
    for (const element of shipped) expect(element.attributes).toContain('locale')
  })
})
