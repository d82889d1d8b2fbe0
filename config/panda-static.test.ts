import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { css, cva } from '../packages/ui/styled-system/css/index.js'
import { recipeTable, resolveStaticStyles } from './panda-static'

const runtime = { css, cva } as unknown as Parameters<typeof resolveStaticStyles>[2]

/** The module as the bundle gets it, and the calls left to the runtime. */
function resolved(code: string) {
  const left: string[] = []
  const program = parseAst(code, { lang: 'tsx' }) as unknown as Parameters<typeof resolveStaticStyles>[1]
  const output = resolveStaticStyles(code, program, runtime, (call) => left.push(call))
  return { code: output?.toString() ?? code, left }
}

/** What the module's exports are once run (each export a class string or a recipe). */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  const runnable = code.replace(/^import .*$/gm, '')
  return { ...(await import(`data:text/javascript,${encodeURIComponent(runnable)}`)) }
}

describe("Panda's styles resolved at build time", () => {
  it('gives each known call the class string the runtime gives, conditions, tokens and merges included', async () => {
    const source = `import { css } from '@paydeck/ui/styled-system/css'
      const NARROW = '@media (max-width: 47.99rem)'
      const base = { display: 'flex', gap: '2', _hover: { bg: 'neutralBg' } }
      export const plain = css({ paddingInline: '4', color: 'text', [NARROW]: { display: 'none' }, _focusVisible: { outline: '2px solid {colors.focusRing}' } })
      export const merged = css(base, { gap: '4', marginBlock: -1 } as const, undefined)
      export const list = css({ ...base, fontWeight: \`700\` })`
    const { code, left } = resolved(source)
    expect(left).toEqual([])
    expect(code).not.toMatch(/css\(/)
    const NARROW = '@media (max-width: 47.99rem)'
    const base = { display: 'flex', gap: '2', _hover: { bg: 'neutralBg' } }
    expect(await exportsOf(code)).toEqual({
      plain: css({
        paddingInline: '4',
        color: 'text',
        [NARROW]: { display: 'none' },
        _focusVisible: { outline: '2px solid {colors.focusRing}' },
      }),
      merged: css(base, { gap: '4', marginBlock: -1 }),
      list: css({ ...base, fontWeight: '700' }),
    })
  })

  it('leaves a call that reads a value known only at run time, a local name included, and says so', () => {
    const source = `import { css as style } from '../../styled-system/css'
      const base = { display: 'flex' }
      export const known = style({ color: 'text' })
      export const byWidth = (width: string) => style({ inlineSize: width })
      export function shadowed(base: object) { return style(base) }
      export const spread = (props: object) => style(...[props])`
    const { code, left } = resolved(source)
    expect(code).toContain(JSON.stringify(css({ color: 'text' })))
    expect(left).toHaveLength(3)
    expect(code).toContain('style({ inlineSize: width })')
    expect(code).toContain('style(base)')
  })

  it('makes a recipe a table that picks as cva does: defaults, each variant, compounds, and values it lacks', async () => {
    const config = {
      base: { display: 'inline-flex', borderColor: 'transparent' },
      variants: {
        tone: { positive: { color: 'positive' }, negative: { color: 'negative', borderColor: 'negative' } },
        size: { sm: { fontSize: 'sm' }, md: { fontSize: 'md' } },
        outlined: { true: { borderWidth: '1px' }, false: {} },
      },
      defaultVariants: { size: 'md' },
      compoundVariants: [{ tone: 'negative', size: 'sm', css: { fontWeight: '700' } }],
    }
    const source = `import { cva } from '../../styled-system/css'
      export const pill = cva(${JSON.stringify(config)})`
    const { code, left } = resolved(source)
    expect(left).toEqual([])
    const pill = (await exportsOf(code)).pill as (props?: object) => string
    const expected = cva(config as never) as unknown as (props?: object) => string
    for (const props of [
      undefined,
      {},
      { tone: 'negative', size: 'sm' },
      { tone: 'positive', outlined: true },
      { tone: 'negative', size: undefined, outlined: false },
      { tone: 'unheard-of', size: 'sm' },
    ])
      expect([props, pill(props)]).toEqual([props, expected(props)])
  })

  it('lists every combination of a recipe’s variants once, none included', () => {
    const { variants, table } = recipeTable(runtime.cva, {
      variants: { a: { x: {}, y: {} }, b: { z: {} } },
    } as never)
    expect(variants).toEqual([
      ['a', ['x', 'y']],
      ['b', ['z']],
    ])
    expect(Object.keys(table).sort()).toEqual(['|', '|z', 'x|', 'x|z', 'y|', 'y|z'].sort())
  })
})

describe('a module that names something else like the import', () => {
  it('keeps every call for the runtime', () => {
    const source = `import { css } from '../../styled-system/css'
      export const known = css({ color: 'text' })
      export function sheet(css: string) { return css.length }`
    expect(resolved(source).code).toContain("css({ color: 'text' })")
  })
})
