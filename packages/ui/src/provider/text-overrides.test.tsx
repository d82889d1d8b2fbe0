import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { defineMessages, UiProvider, useT } from './ui-provider'

const useDemoText = defineMessages('demo', {
  en: { greeting: 'Hello {name}', bye: 'Goodbye' },
  tr: { greeting: 'Merhaba {name}', bye: 'Hoşça kal' },
  ar: { greeting: 'مرحبًا {name}', bye: 'مع السلامة' },
})

function Demo() {
  const text = useDemoText()
  const t = useT()
  return (
    <p>
      {text('greeting', { name: 'Ada' })} / {text('bye')} / {t('filters.apply')}
    </p>
  )
}

describe('a host’s own wording', () => {
  it('replaces a widget’s text behind its namespace and the design system’s by its key, in any locale', () => {
    render(
      <UiProvider locale="tr" messages={{ 'demo.greeting': 'Welcome, {name}', 'filters.apply': 'Run' }}>
        <Demo />
      </UiProvider>,
    )
    expect(screen.getByText('Welcome, Ada / Hoşça kal / Run')).toBeInTheDocument()
  })

  it('leaves the catalogue as it is without overrides, and names the namespace and the English text for docs', () => {
    render(
      <UiProvider>
        <Demo />
      </UiProvider>,
    )
    expect(screen.getByText(/^Hello Ada \/ Goodbye/)).toBeInTheDocument()
    expect(useDemoText.namespace).toBe('demo')
    expect(useDemoText.en.bye).toBe('Goodbye')
  })

  it('shows a lazily loaded language once loaded, English until then, with its plural forms by the locale’s rules', async () => {
    let loads = 0
    const useLazyText = defineMessages('lazy', {
      en: { files: '{count, plural, one {# file} other {# files}}' },
      tr: async () => {
        loads += 1
        return { files: '{count} dosya' }
      },
      ar: async () => ({
        files: '{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}',
      }),
    })
    function Files({ count }: { count: number }) {
      return <p>{useLazyText()('files', { count })}</p>
    }
    const { rerender } = render(
      <UiProvider locale="tr">
        <Files count={2} />
      </UiProvider>,
    )
    expect(screen.getByText('2 files')).toBeInTheDocument()
    await useLazyText.load('tr-TR')
    await useLazyText.load('tr')
    expect(loads).toBe(1)
    rerender(
      <UiProvider locale="tr">
        <Files count={2} />
      </UiProvider>,
    )
    expect(screen.getByText('2 dosya')).toBeInTheDocument()
    await useLazyText.load('ar')
    for (const [count, text] of [
      [2, 'ملفان'],
      [3, '3 ملفات'],
      [11, '11 ملفًا'],
    ] as const) {
      rerender(
        <UiProvider locale="ar">
          <Files count={count} />
        </UiProvider>,
      )
      expect(screen.getByText(text)).toBeInTheDocument()
    }
  })
})
