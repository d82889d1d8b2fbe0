import { describe, expect, it } from 'vitest'
import { htmlSnippet, propName, reactSnippet, themeCss } from './snippets'

describe('the docs snippets', () => {
  it('writes the React props from the attributes, leaving out what is unset', () => {
    const code = reactSnippet(
      { component: 'TicketView', from: '@paydeck/support' },
      { 'ticket-id': 42, compact: true, quiet: false, channel: '' },
      'en',
    )
    expect(code).toContain("import { TicketView } from '@paydeck/support'")
    expect(code).toContain('  <TicketView ticketId={42} compact />')
    expect(code).toContain('<UiProvider>')
  })

  it('keeps the props a viewer always needs and names a locale other than English', () => {
    const code = reactSnippet(
      { component: 'TransactionDetail', from: '@paydeck/transactions', fixedProps: 'open onOpenChange={setOpen}' },
      { 'transaction-id': 7, 'report-id': 'x"y' },
      'tr',
    )
    expect(code).toContain('<TransactionDetail open onOpenChange={setOpen} transactionId={7} reportId="x\\"y" />')
    expect(code).toContain('<UiProvider locale="tr">')
  })

  it('writes the element with its attributes escaped, booleans bare and the locale when not English', () => {
    const html = htmlSnippet('paydeck-report', { 'report-id': 'a"<b&', quiet: true, compact: false }, 'tr')
    expect(html).toContain('<paydeck-report report-id="a&quot;&lt;b&amp;" quiet locale="tr"></paydeck-report>')
    expect(html).toContain("import { configure } from '/paydeck-elements/index.js'")
  })

  it('turns attribute names into prop names', () => {
    expect(propName('poll-interval')).toBe('pollInterval')
    expect(propName('columns-report-id')).toBe('columnsReportId')
    expect(propName('quiet')).toBe('quiet')
  })

  it('puts only the changed theme variables in the CSS', () => {
    expect(
      themeCss(
        { '--pd-primary': '#112233', '--pd-radius-md': '0.375rem' },
        { '--pd-primary': '#000000', '--pd-radius-md': '0.375rem' },
      ),
    ).toBe(':root {\n  --pd-primary: #112233;\n}')
    expect(themeCss({ '--pd-primary': '#000000' }, { '--pd-primary': '#000000' })).toBe(
      '/* The default theme: nothing to set. */',
    )
  })
})
