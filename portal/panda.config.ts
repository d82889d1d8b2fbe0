import { posix } from 'node:path'
import base from '../packages/ui/panda.config'

// One sheet for the portal: the design system's config (tokens, prefix) run over the files the design system's own
// sheet is made from (ui and the widgets) and the portal's together. Atomic classes are ordered once, so a widget's
// responsive or container rule still wins over a base class the portal also uses; a second sheet would re-emit
// that base class after the rule and undo it.
const fromUi = (paths: string[] = []) => paths.map((path) => posix.join('../packages/ui', path))

export default {
  ...base,
  include: [...fromUi(base.include), './src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}', ...fromUi(base.exclude?.filter((path) => path.startsWith('./')))],
  outdir: '../packages/ui/styled-system',
}
