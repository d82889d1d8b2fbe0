import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createPaydeck, memoryStorage, type Paydeck } from '@paydeck/core'
import { configure, MISSING_INSTANCE_MESSAGE, PaydeckElementProvider, paydeckElement } from './default-instance'
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

  it('tells the monitoring hook of the instance in use when an element crashes', () => {
    const onError = vi.fn()
    const observed = createPaydeck({
      hosts: { api: 'http://localhost:4000/v1' },
      auth: { getAccessToken: () => null },
      storage: memoryStorage(),
      observability: { onError },
    })
    configure(observed)
    paydeckElement.reportCrash({}, new TypeError('x is not a function'), 'notifications-bell')
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'config', retryable: false, source: 'widget', widget: 'notifications-bell' }),
    )
    // Without messages: true, nothing the error says goes to the hook.
    expect(onError.mock.calls[0]![0]).not.toHaveProperty('message')
  })
})
