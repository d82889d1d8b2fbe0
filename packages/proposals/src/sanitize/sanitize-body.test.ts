// DOMPurify is tested against jsdom, the DOM it supports on the server; happy-dom parses differently.
import { describe, expect, it } from 'vitest'
import { sanitizeBody } from './sanitize-body'

describe('sanitizeBody', () => {
  it('drops scripts, event handlers and javascript: and data: links', () => {
    const clean = sanitizeBody(`
      <p onclick="alert(1)">Terms</p>
      <script>alert('ran')</script>
      <img src="x.png" onerror="alert(2)" alt="Logo">
      <a href="javascript:alert(3)">Portal</a>
      <a href="data:text/html,<script>alert(4)</script>">Annex</a>`)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|data:/i)
    expect(clean).toContain('<p>Terms</p>')
    expect(clean).toContain('alt="Logo"')
  })

  it('keeps web links, opening them in a new tab without an opener', () => {
    const clean = sanitizeBody('<a href="https://example.com/terms">Terms</a>')
    expect(clean).toBe('<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Terms</a>')
  })

  it('keeps the letter’s structure: headings, lists, tables', () => {
    const html = '<h2>Proposal</h2><ul><li>Visa</li></ul><table><tbody><tr><td>T+1</td></tr></tbody></table>'
    expect(sanitizeBody(html)).toBe(html)
  })
})
