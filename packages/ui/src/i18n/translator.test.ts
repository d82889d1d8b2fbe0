import { describe, expect, it } from 'vitest'
import { en } from './messages.en'
import { tr } from './messages.tr'
import { catalogueFor, createTranslator, interpolate } from './translator'

describe('message catalogue', () => {
  it('has every English key in Turkish, none left in English', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort())
    const untranslated = Object.keys(en).filter(
      (key) =>
        tr[key as keyof typeof en] === en[key as keyof typeof en] && !/^\{|–|DD/.test(en[key as keyof typeof en]),
    )
    expect(untranslated).toEqual([])
  })

  it('keeps the wording of the error catalogue (with the typo corrected)', () => {
    const t = createTranslator('en')
    expect(t('upload.typeNotAllowed', { name: 'virus.exe' })).toBe('File type not allowed virus.exe')
    expect(t('upload.tooBig', { name: 'scan.pdf' })).toBe('File scan.pdf size bigger than allowed')
    expect(t('upload.failed')).toBe('Error uploading files')
    expect(t('reject.reasonRequired')).toBe('Reject reason is required')
    expect(t('select.placeholder')).toBe('Select one')
    expect(t('select.placeholderMultiple')).toBe('Select multiple')
  })

  it('picks Turkish for tr and tr-TR, English for anything unknown', () => {
    expect(createTranslator('tr-TR')('select.placeholder')).toBe('Birini seçin')
    expect(catalogueFor('de')).toBe(en)
  })

  it('lets a host override one key and keeps the rest', () => {
    const t = createTranslator('en', { 'select.placeholder': 'Pick a merchant' })
    expect(t('select.placeholder')).toBe('Pick a merchant')
    expect(t('select.placeholderMultiple')).toBe('Select multiple')
  })

  it('leaves unknown placeholders visible rather than blank', () => {
    expect(createTranslator('en')('upload.tooBig')).toBe('File {name} size bigger than allowed')
  })

  it("chooses a plural form by the locale's rules, an exact number first", () => {
    const widgets = '{role} sees {count, plural, =0 {no widgets} one {# widget} other {# widgets}}.'
    expect(interpolate(widgets, { role: 'Desk', count: 1 }, 'en')).toBe('Desk sees 1 widget.')
    expect(interpolate(widgets, { role: 'Desk', count: 3 }, 'en')).toBe('Desk sees 3 widgets.')
    expect(interpolate(widgets, { role: 'Desk', count: 0 }, 'en')).toBe('Desk sees no widgets.')
    // Turkish has one form for every count; Arabic has six, and "two" is its own.
    expect(interpolate('{count, plural, other {# bileşen}}', { count: 1 }, 'tr')).toBe('1 bileşen')
    const arabic = '{count, plural, one {one} two {two} few {few} many {many} other {other}}'
    expect([1, 2, 3, 11, 100].map((count) => interpolate(arabic, { count }, 'ar'))).toEqual([
      'one',
      'two',
      'few',
      'many',
      'other',
    ])
    // A count already formatted for the locale ("1,234") is chosen by its number and shown as given.
    expect(interpolate('{count, plural, one {# row} other {# rows}}', { count: '1,234' }, 'en')).toBe('1,234 rows')
    expect(interpolate('{count, plural, one {# row} other {# rows}}', {}, 'en')).toBe(
      '{count, plural, one {# row} other {# rows}}',
    )
  })
})
