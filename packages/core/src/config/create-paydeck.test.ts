import { describe, expect, it } from 'vitest'
import { PaydeckConfigError } from '../http/errors'
import { createPaydeck } from './create-paydeck'

const API = 'http://localhost:4000/v1'

describe('createPaydeck options', () => {
  it('names the wrong field', () => {
    expect(() => createPaydeck({ hosts: { api: 'not a url' }, auth: { getAccessToken: () => null } })).toThrow(
      /options\.hosts\.api/,
    )
    expect(() =>
      createPaydeck({ hosts: { api: 'https://api.example.test' }, auth: { getAccessToken: () => null } }),
    ).toThrow(/\/v1 suffix/)
    // @ts-expect-error a missing auth source is what is being tested
    expect(() => createPaydeck({ hosts: { api: API } })).toThrow(PaydeckConfigError)
  })

  it('derives the service hosts from the API origin and defaults to Live', () => {
    const paydeck = createPaydeck({ hosts: { api: API }, auth: { getAccessToken: () => null } })
    expect(paydeck.hosts.reporting).toBe('http://localhost:4000/reporting')
    expect(paydeck.session.getState().systemMode).toBe('Live')
  })

  it("asks the server for the user's language, and for the new one after setLocale", async () => {
    const languages: (string | null)[] = []
    const paydeck = createPaydeck({
      hosts: { api: API },
      auth: { getAccessToken: () => null },
      locale: 'en',
      fetch: async (input) => {
        languages.push(new Request(input).headers.get('Accept-Language'))
        return Response.json({ ok: true })
      },
    })
    await paydeck.http.text('lookup/active-countries')
    paydeck.setLocale('tr')
    await paydeck.http.text('lookup/active-countries')
    expect(languages).toEqual(['en', 'tr'])
    expect(paydeck.locale).toBe('tr')
  })
})
