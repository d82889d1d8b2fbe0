import { describe, expect, it } from 'vitest'
import type { MouseEvent } from 'react'
import { isPlainClick } from './plain-click'

const click = (init: Partial<MouseEvent>) =>
  ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...init }) as MouseEvent

describe('isPlainClick', () => {
  it('keeps a plain click in the app and gives the browser every modified or middle click', () => {
    expect(isPlainClick(click({}))).toBe(true)
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(isPlainClick(click(init))).toBe(false)
  })
})
