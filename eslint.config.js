import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const widgets = ['support', 'notifications', 'transactions', 'dashboard', 'proposals', 'admin', 'reports']
const widgetPackages = widgets.map((name) => `@paydeck/${name}`)
const reactStack = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-*', '@ark-ui/*', '@r2wc/*']

/** The layering rules of shared/style.md, one restricted-imports rule per layer. */
const layer = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
})

/** The selectors of the one-way rules, each with the way to use instead. */
const oneWay = {
  queryKeys: [
    {
      selector: "Property[key.name='queryKey'] > ArrayExpression",
      message: "A query key comes from its area's key factory (bookKeys, reportKeys …), prefixed 'paydeck'.",
    },
  ],
  writes: [
    {
      selector:
        "VariableDeclarator[init.callee.name='useState'] > ArrayPattern > Identifier[name=/^(busy|saving|submitting|uploading|pending|working)$/]",
      message:
        "A write goes through useMutation (its isPending is the busy flag), a form through ui's useChangeForm; ui's dialogs take the mutation (MutationLike).",
    },
  ],
  forms: [
    {
      selector:
        "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='onSubmit'] > JSXExpressionContainer > MemberExpression[property.name='submit']))",
      message:
        "A form holds what is typed through ui's useChangeForm (FormDialog for a dialog): its onSubmit is the hook's `submit`.",
    },
  ],
  values: [
    {
      selector: "BinaryExpression[operator='**'][left.value=10]",
      message: "Minor and major units convert by core's toMinorUnits and toMajorUnits (@paydeck/core/values).",
    },
    {
      selector: "CallExpression[callee.property.name='toFixed']",
      message:
        "An amount is written by ui's formatMoney, or as plain decimal text by core's decimalText (@paydeck/core/values).",
    },
    {
      selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
      message:
        "Dates are written by ui's formatters (formatDate, formatLongDate); a zone is read by core's time model (@paydeck/core/values).",
    },
  ],
  styles: [
    {
      selector: "JSXAttribute[name.name='className']:has(Literal, TemplateLiteral)",
      message:
        "The portal styles with Panda's css() from @paydeck/ui/styled-system/css (a style object beside the component); a class name written as a string names a rule in no sheet.",
    },
  ],
  numbers: [
    {
      selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
      message:
        "Numbers and money are written by ui's formatNumber, formatPercent and formatMoney (moneyOf for an API amount).",
    },
    {
      selector: "CallExpression[callee.property.name='toLocaleString']",
      message:
        "Numbers are written by ui's formatNumber, formatPercent and formatMoney; dates by formatDate (the user's zone).",
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      '**/styled-system/**',
      '**/src/generated/**',
      '**/dist/**',
      '**/.next/**',
      'examples/next-embed/next-env.d.ts',
      // The built elements, copied beside the example page.
      'examples/*/public/paydeck-elements/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A focusable separator is the WAI-ARIA window splitter (the drawer's resize handle).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'separator'] }],
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] },
      ],
    },
  },
  layer(
    ['packages/core/src/**'],
    [...reactStack, '@paydeck/react', '@paydeck/ui', ...widgetPackages, '@paydeck/elements'],
    'core stays framework-free: no React, no ui, no widgets.',
  ),
  {
    files: ['packages/core/src/**'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...reactStack,
                '@paydeck/react',
                '@paydeck/ui',
                ...widgetPackages,
                '@paydeck/elements',
                '@paydeck/sandbox',
              ],
              message: 'core stays framework-free and never depends on the sandbox outside tests.',
            },
          ],
        },
      ],
    },
  },
  layer(
    ['packages/react/src/**'],
    ['@paydeck/ui', ...widgetPackages, '@r2wc/*', '@ark-ui/*', '@paydeck/sandbox'],
    'react binds core to React; it knows no ui and no widget.',
  ),
  // ui reads money and time values from core's dependency-free module, and nothing else of core (no client code).
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: widgetPackages, message: 'ui stays presentational.' },
            {
              regex: '^@paydeck/core(?!/values$)',
              message: 'ui stays presentational: of core it reads @paydeck/core/values only.',
            },
          ],
        },
      ],
    },
  },
  ...widgets.map((name) =>
    layer(
      [`packages/${name}/src/**`, `packages/${name}/vitest.setup.ts`],
      [...widgetPackages.filter((p) => p !== `@paydeck/${name}`), '@paydeck/sandbox'],
      'a widget never imports another widget (requests go through core), nor the sandbox (its tests reach it through @paydeck/test-harness).',
    ),
  ),
  layer(
    ['packages/sandbox/src/**'],
    [...reactStack, '@paydeck/react', '@paydeck/ui', ...widgetPackages],
    'the sandbox imports core schemas, hono and oidc-provider only.',
  ),
  {
    // The sandbox's HTTP layer (api/) stands on its domain, never the other way: shared domain types (page,
    // language, caller, problems, remembered answers) live in domain/.
    files: ['packages/sandbox/src/**'],
    ignores: [
      'packages/sandbox/src/api/**',
      // What assembles the server and drives it in tests stands above both.
      'packages/sandbox/src/sandbox.ts',
      'packages/sandbox/src/testing/**',
      'packages/sandbox/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...reactStack, '@paydeck/react', '@paydeck/ui', ...widgetPackages],
              message: 'the sandbox imports core schemas, hono and oidc-provider only.',
            },
            { group: ['**/api/*', '../api'], message: 'domain code stands below the HTTP layer: import from domain/.' },
          ],
        },
      ],
    },
  },
  layer(
    ['portal/**', 'examples/**'],
    ['@paydeck/*/src/*', '@paydeck/sandbox', '../packages/*', '../../packages/*'],
    'apps use the public entries of the packages, never src paths or the sandbox.',
  ),
  {
    // The portal's Panda build extends the design system's own config (tokens, prefix): build tooling, not app code.
    files: ['portal/panda.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // One way for each job (docs/architecture.md): a second way fails here, so a newcomer copies the house's.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/sandbox/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneWay.queryKeys] },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/sandbox/**', 'packages/core/**', 'packages/ui/src/format/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneWay.queryKeys,
        ...oneWay.numbers,
        ...oneWay.writes,
        ...oneWay.forms,
        ...oneWay.values,
      ],
    },
  },
  {
    // The sandbox and core write money and time through the same values; only the values module and the
    // formatters hold the arithmetic and Intl's calendars.
    files: ['packages/sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWay.values] },
  },
  {
    // Core keeps the query-key rule of every package beside the values' (only these two modules hold them).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/core/src/values/**', 'packages/core/src/time/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneWay.queryKeys, ...oneWay.values] },
  },
  {
    // The portal's styles are Panda's too (portal/panda.config.ts): a string class name would need a global sheet.
    files: ['portal/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneWay.queryKeys,
        ...oneWay.numbers,
        ...oneWay.writes,
        ...oneWay.forms,
        ...oneWay.values,
        ...oneWay.styles,
      ],
    },
  },
  {
    // ui's code step and reject dialog are reached from every widget's package (any change may need a code, any
    // proposal or request a reason): on the form hook, react-hook-form's ~12 KB gzip would ride in every package
    // entry as a bundler splits it, so these two hold their one field in state and await the promise they are given.
    files: ['packages/ui/src/sca/sca-dialog.tsx', 'packages/ui/src/reject-dialog/reject-dialog.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...oneWay.queryKeys, ...oneWay.numbers, ...oneWay.values] },
  },
  {
    // A report's filter form changes nothing: it is drawn from the report's definition (core's filterFormOf) and
    // hands its values to the report, so it holds them with react-hook-form directly, not through useChangeForm.
    files: ['packages/ui/src/form-builder/filter-form.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...oneWay.queryKeys, ...oneWay.numbers, ...oneWay.writes, ...oneWay.values],
    },
  },
  {
    files: [
      'packages/sandbox/src/cli.ts',
      'scripts/**',
      'tests/bench/**',
      'tests/consumer/**',
      'tests/firefox/**',
      'packages/elements/bin/**',
      'tests/contract/check.ts',
    ],
    rules: { 'no-console': 'off' },
  },
)
