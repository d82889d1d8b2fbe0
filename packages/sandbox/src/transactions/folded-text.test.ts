import { describe, expect, it } from 'vitest'
import { foldedText } from './folded-text'

describe('the customer search’s folding', () => {
  it('reads Turkish and accented names as they are typed on any keyboard', () => {
    expect(['Yılmaz', 'YILMAZ', 'yilmaz', 'YİLMAZ'].map(foldedText)).toEqual(['yilmaz', 'yilmaz', 'yilmaz', 'yilmaz'])
    expect(foldedText('Şükrü Öztürk-Çağlar')).toBe('sukru ozturk-caglar')
    expect(foldedText('Zoë Lindqvist <zoe.l@web.example>')).toBe('zoe lindqvist <zoe.l@web.example>')
  })
})
