import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pageHeaders, plainPage, SUBMIT_FORM } from './page'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe("the sandbox's own pages", () => {
  const policy = pageHeaders(['http://localhost:5173'])['Content-Security-Policy']!

  it('allow their own inline style and the sign-out script by hash, and nothing else', () => {
    const style = /<style>([\s\S]*)<\/style>/.exec(plainPage('Sign in', '<h1>Sign in</h1>'))![1]!
    expect(policy).toContain(`style-src ${hashOf(style)}`)
    expect(policy).toContain(`script-src ${hashOf(SUBMIT_FORM)}`)
    expect(policy).not.toContain('unsafe')
    expect(policy).toContain("form-action 'self' http://localhost:5173")
    expect(policy).toContain("frame-ancestors 'none'")
  })
})
