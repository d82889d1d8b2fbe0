import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { inMemoryClient } from '@paydeck/test-harness'
import type { Paydeck } from '@paydeck/react'
import { AgreementElement, ProposalElement } from './viewer-elements'

const merchantClient = async () => (await inMemoryClient('merchant@sandbox.test')).paydeck

const inShadow = (element: HTMLElement, text: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === text)

describe('<paydeck-proposal>', () => {
  it('shows the proposal while open; Accept raises the accept event, closes and removes open', async () => {
    ProposalElement.define()
    const element = document.createElement('paydeck-proposal') as HTMLElement & { paydeck?: Paydeck }
    element.paydeck = await merchantClient()
    element.setAttribute('proposal-id', '1')
    element.setAttribute('open', '')
    const events: string[] = []
    for (const name of ['paydeck-proposal-accept', 'paydeck-proposal-close']) {
      document.addEventListener(name, (event) =>
        events.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      )
    }
    document.body.append(element)
    await waitFor(() => expect(inShadow(element, 'Accept')).toBeDefined(), { timeout: 5000 })
    expect(element.shadowRoot!.querySelector('dialog h2')?.textContent).toBe('View Proposal')
    inShadow(element, 'Accept')!.click()
    await waitFor(() => expect(element.hasAttribute('open')).toBe(false))
    expect(events).toEqual(['paydeck-proposal-accept {"id":1}', 'paydeck-proposal-close {}'])
    expect(element.shadowRoot!.querySelector('dialog')).toBeNull()
    element.remove()
  })
})

describe('<paydeck-agreement>', () => {
  it('reads agreement-id and shows nothing until open', async () => {
    AgreementElement.define()
    const element = document.createElement('paydeck-agreement') as HTMLElement & { paydeck?: Paydeck }
    element.paydeck = await merchantClient()
    element.setAttribute('agreement-id', '5')
    document.body.append(element)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(element.shadowRoot!.querySelector('dialog')).toBeNull()
    element.setAttribute('open', '')
    await waitFor(() => expect(element.shadowRoot!.querySelector('dialog h2')?.textContent).toBe('View Agreement'))
    await waitFor(() => expect(inShadow(element, 'Accept')).toBeDefined(), { timeout: 5000 })
    element.remove()
  })
})
