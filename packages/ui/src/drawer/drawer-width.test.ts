import { describe, expect, it } from 'vitest'
import { clampDrawerWidth, DRAWER_DEFAULT_WIDTH, DRAWER_WIDTH_KEY, readDrawerWidth } from './drawer-width'

describe('drawer width', () => {
  it('is capped at the container and kept above the minimum', () => {
    expect(clampDrawerWidth(2000, 1280)).toBe(1280)
    expect(clampDrawerWidth(100, 1280)).toBe(320)
    expect(clampDrawerWidth(100, 300)).toBe(300)
    expect(clampDrawerWidth(640.4, 1280)).toBe(640)
  })
  it('comes back from local storage under drawerSize, or starts at the default', () => {
    expect(DRAWER_WIDTH_KEY).toBe('drawerSize')
    expect(readDrawerWidth({ getItem: () => '720' })).toBe(720)
    expect(readDrawerWidth({ getItem: () => null })).toBe(DRAWER_DEFAULT_WIDTH)
    expect(readDrawerWidth({ getItem: () => 'wide' })).toBe(DRAWER_DEFAULT_WIDTH)
  })
})
