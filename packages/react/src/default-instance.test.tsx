import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'
import { configure, MISSING_INSTANCE_MESSAGE, PaydeckElementProvider } from './default-instance'
import { useLocale } from './paydeck-provider'

const make = (locale: string): Paydeck =>
  createPaydeck({
    hosts: { api: 'http://localhost:4000/v1' },
    auth: { getAccessToken: () => null },
    storage: memoryStorage(),
    locale,
  })

function Locale() {
  return <span>{useLocale()}</span>
}

describe('the instance an element uses', () => {
  afterEach(() => configure(null))

  it('says what to do when there is none', () => {
    render(
      <PaydeckElementProvider>
        <Locale />
      </PaydeckElementProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_INSTANCE_MESSAGE)
  })

  it('takes the page default from configure(), also when it comes later', () => {
    render(
      <PaydeckElementProvider>
        <Locale />
      </PaydeckElementProvider>,
    )
    act(() => configure(make('tr')))
    expect(screen.getByText('tr')).toBeInTheDocument()
  })

  it('prefers the instance set on the element', () => {
    configure(make('tr'))
    render(
      <PaydeckElementProvider paydeck={make('en')}>
        <Locale />
      </PaydeckElementProvider>,
    )
    expect(screen.getByText('en')).toBeInTheDocument()
  })
})
