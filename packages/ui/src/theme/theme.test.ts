import { describe, expect, it } from 'vitest'
import { applyTheme, defaultTheme, LUMINANCE_THRESHOLD, luminance, textOn, themeVariables } from './theme'

describe('theme', () => {
  it('uses the default theme of seed 002', () => {
    expect(defaultTheme).toMatchObject({
      sidebarBackgroundColor: '#2e43fe',
      headerBackgroundColor: '#ffffff',
      mainBackgroundColor: '#f5f5f5',
      primaryColor: '#09d0bd',
      textColor: '#404040',
    })
  })

  it('measures perceived brightness', () => {
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#ffffff')).toBe(255)
    expect(luminance('#2e43fe')).toBeCloseTo(82.0, 0)
  })

  it('turns text black above 155 and white at or below it', () => {
    expect(LUMINANCE_THRESHOLD).toBe(155)
    expect(textOn('#ffffff')).toBe('#000000')
    expect(textOn('#2e43fe')).toBe('#ffffff')
    expect(textOn('#09d0bd')).toBe('#ffffff') // 146.3
    expect(textOn('#9b9b9b')).toBe('#ffffff') // exactly 155
    expect(textOn('#9c9c9c')).toBe('#000000') // 156
  })

  it('fills the --pd-* variables from themeSettings, defaults where missing or not a colour', () => {
    const vars = themeVariables({ primaryColor: '#f59e0b', sidebarBackgroundColor: 'red;} body{display:none' })
    expect(vars['--pd-primary']).toBe('#f59e0b')
    expect(vars['--pd-on-primary']).toBe('#000000')
    expect(vars['--pd-sidebar']).toBe('#2e43fe')
    expect(vars['--pd-on-sidebar']).toBe('#ffffff')
    expect(themeVariables(null)['--pd-header']).toBe('#ffffff')
  })

  it('sets the variables on an element', () => {
    const element = document.createElement('div')
    applyTheme(element, { headerBackgroundColor: '#0f766e' })
    expect(element.style.getPropertyValue('--pd-header')).toBe('#0f766e')
    expect(element.style.getPropertyValue('--pd-on-header')).toBe('#ffffff')
  })
})
