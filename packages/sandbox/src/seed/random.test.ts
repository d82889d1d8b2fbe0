import { describe, expect, it } from 'vitest'
import { createRandom } from './random'

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const c = createRandom(43)
    const first = [a.next(), a.next(), a.next()]
    expect([b.next(), b.next(), b.next()]).toEqual(first)
    expect(c.next()).not.toBe(first[0])
  })

  it('keeps int within its bounds', () => {
    const random = createRandom(1)
    const values = Array.from({ length: 500 }, () => random.int(3, 6))
    expect(Math.min(...values)).toBe(3)
    expect(Math.max(...values)).toBe(6)
  })
})
