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
})
