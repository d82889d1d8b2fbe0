import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { lazyWithWords } from '../i18n/languages'
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

  it('shows a language once its words are loaded, never English meanwhile, with plural forms by the locale’s rules', async () => {
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
    expect(screen.queryByText('2 files')).not.toBeInTheDocument()
    expect(await screen.findByText('2 dosya')).toBeInTheDocument()
    await useLazyText.load('tr-TR')
    expect(loads).toBe(1)
    // Another language: the screen stays in Turkish until the Arabic is here, then reads Arabic.
    rerender(
      <UiProvider locale="ar">
        <Files count={2} />
      </UiProvider>,
    )
    expect(screen.getByText('2 dosya')).toBeInTheDocument()
    expect(await screen.findByText('ملفان')).toBeInTheDocument()
    for (const [count, text] of [
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

  it('shows a lazily loaded screen whose chunk brings a catalogue with its words, never in English', async () => {
    render(
      <UiProvider locale="tr">
        <Demo />
      </UiProvider>,
    )
    expect(await screen.findByText(/^Merhaba Ada/)).toBeInTheDocument()
    // The chunk defines its catalogue when it runs, after Turkish was loaded for the catalogues known then.
    const rendered: string[] = []
    const Late = lazyWithWords(async () => {
      const useLateText = defineMessages('late', {
        en: { title: 'Payouts' },
        tr: async () => ({ title: 'Ödemeler' }),
        ar: async () => ({ title: 'المدفوعات' }),
      })
      function LateTitle() {
        const title = useLateText()('title')
        rendered.push(title)
        return <h2>{title}</h2>
      }
      return { default: LateTitle }
    })
    cleanup()
    render(
      <UiProvider locale="tr">
        <Suspense fallback={<p>Yükleniyor</p>}>
          <Late />
        </Suspense>
      </UiProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Ödemeler' })).toBeInTheDocument()
    expect(rendered).not.toContain('Payouts')
  })

  it('switches language even when a chunk brings a catalogue while the words are loading', async () => {
    const deferred = () => {
      let resolve!: (words: { title: string }) => void
      const promise = new Promise<{ title: string }>((done) => (resolve = done))
      return { promise, resolve }
    }
    const first = deferred()
    const useFirstText = defineMessages('first', {
      en: { title: 'Dashboard' },
      tr: () => first.promise,
      ar: async () => ({ title: 'لوحة' }),
    })
    function Title() {
      return <h2>{useFirstText()('title')}</h2>
    }
    const { rerender } = render(
      <UiProvider locale="en">
        <Title />
      </UiProvider>,
    )
    rerender(
      <UiProvider locale="tr">
        <Title />
      </UiProvider>,
    )
    // A screen's chunk runs while Turkish is loading, and defines its own catalogue.
    const second = deferred()
    defineMessages('second', { en: { title: 'Menu' }, tr: () => second.promise, ar: async () => ({ title: 'قائمة' }) })
    await act(async () => first.resolve({ title: 'Gösterge paneli' }))
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    await act(async () => second.resolve({ title: 'Menü' }))
    expect(await screen.findByRole('heading', { name: 'Gösterge paneli' })).toBeInTheDocument()
  })

  it('says English when a language’s chunk cannot be fetched, rather than no words at all', async () => {
    const useBrokenText = defineMessages('broken', {
      en: { title: 'Payouts' },
      tr: () => Promise.reject(new Error('chunk gone')),
      ar: async () => ({ title: 'المدفوعات' }),
    })
    function Broken() {
      return <h2>{useBrokenText()('title')}</h2>
    }
    render(
      <UiProvider locale="tr">
        <Broken />
      </UiProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Payouts' })).toBeInTheDocument()
  })
})
