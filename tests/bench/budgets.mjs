// Size budgets of shared/architecture.md, in gzip kilobytes (1 KB = 1000 bytes), per package entry.
export const budgets = {
  // 15 until the HTTP client's code step for role-marked changes (issue 35: about 0.3 KB); 15.5 until the failure
  // kinds and the monitoring hook (issue 36: 0.4 KB); 16 until the code step's stack of listeners (one per element),
  // errors that say whether trying again helps, and the permission rule a screen asks (issue 37: 0.2 KB); 16.5
  // until the one page envelope every list reads (issue 37: 0.1 KB).
  '@paydeck/core': 13.5, // 17 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67)
  '@paydeck/core/oidc': null, // reported; loaded only by apps that sign in with OIDC
  '@paydeck/core/schemas': null,
  '@paydeck/core/idle': null,
  '@paydeck/react': null, // core and @tanstack/react-query included
  '@paydeck/ui': null, // Ark UI and r2wc included
  '@paydeck/elements loader': 5,
  // Every budget marked (ar) grew by the Arabic catalogues (issue 34's fourth part): each page carries three
  // languages until issue 38 loads a widget's non-English words on demand, which gives this back and more.
  // The three +2 of issue 37's second part are how ui's built chunks regroup (bundled from source, the transactions'
  // entry grew 0.3 KB: 86.1 → 86.4); issue 38 weighs the built layout.
  '@paydeck/proposals': 47, // 54.1 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); 53.7 until its calls, the user context's and the active lists' were made from their declarations (callRoute, issue 64); 53.5 until every widget raised a failed user context (issue 63); 57.5 until Turkish and Arabic loaded when shown (issue 38); (ar, and issue 36's lifecycle events and failure kinds)
  '@paydeck/proposals/element': null, // the element entry for bundlers; pages load the elements' chunk below
  '@paydeck/elements chunk proposals': 30,
  // 61, not 60: the time model's zone line and switch (issue 33); issue 38 is where the widgets' weight comes down.
  // 86, not 69.5 (issue 37, third part): the label form and the invite dialog on the one form hook (react-hook-form,
  // 12.7 KB), in the entry as bundlers see it; the element page loads them when shown (its rows below).
  '@paydeck/support': 56, // 83.9 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); the ticket dialog, the references and export dialogs loaded when opened; 83.5 until the ticket list and the ticket were split into named parts (issue 64, Deliver 7: +0.4, a component's props and hooks each); 82 until every call it makes was made from its declaration (callRoute and the calls: the tickets' by reader, issue 64); 87.5 until Turkish and Arabic loaded when shown (issue 38); (ar, and core's code step; a ticket's transactions in words; 86 before ui's schemaCheck and FormDialog's busy, danger and ready states)
  '@paydeck/support/element': null,
  '@paydeck/support/labels': null, // the labels manager with its drag-to-reorder, for the screens that manage labels
  '@paydeck/support/labels-element': null,
  '@paydeck/elements chunk support': 26.1, // + the file service's upload's share of a chunk with the disputes' evidence (issue 66); 25.9 before; + a transaction type's words, a dispute won (issue 66); 25.6 before; 25.4 until the ticket list was split into named parts (issue 64, Deliver 7); 24.4 until every call it makes was made from its declaration (issue 64); 24 until its widgets said why the user cannot be known (issue 63); 23.5 until the mutations and several-query hooks moved from the shared chunk to the widgets that use them (issue 38); 26.5 until Turkish and Arabic loaded when shown (issue 38); 30 until the ticket form, the composer and escalation loaded when shown; 25 before core's rule words (en, tr, ar)
  '@paydeck/elements chunk support-labels': 25.5, // 25 until the mutations and several-query hooks moved from the shared chunk to the widgets that use them (issue 38); 28.2 until Turkish and Arabic loaded when shown (issue 38); 30 until the label form loaded when shown (issue 37); 26.5 before core's rule words (en, tr, ar)
  // The zone switch and core's time model (issue 33), then the label layer's words for 3-D Secure and methods (34).
  // 109, not 96 (issue 37, third part): the saved views' form on the one form hook (react-hook-form), in the entry as
  // bundlers see it; the element page loads it when the dialog opens.
  '@paydeck/transactions': 75.5, // 78 until the toaster left ui's index for @paydeck/ui/alerts (issue 67); 105.4 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); the detail (and ui/tabs) loaded when a transaction is first opened, its record tabs with the first of them; + the evidence's calls (issue 66); 105 before; + what an open dispute holds apart from what was lost (the money model's held and reinstated rows, their words in the balance, the totals and the timeline) and the detail's disputes, loaded with its tab (issue 66; issue 67 asks it lighter); 102.9 before; 102 until every call it makes was made from its declaration (callRoute and the calls, issue 64); 109 until Turkish and Arabic loaded when shown (issue 38); (ar, the detail's labels, issue 36's lifecycle events and failure kinds)
  '@paydeck/transactions/search': null, // the lookup's search params, for an app's router
  '@paydeck/transactions/actions': null, // the detail's actions, for the screens that act on transactions
  '@paydeck/transactions/operations': null, // payout approvals, bank orders and bulk updates, for their screens
  // The report screen: the filter form from a definition (react-hook-form, Ark's date picker and combobox) and the
  // paged table; its chart library loads with the first chart (measured on its own row).
  '@paydeck/reports': null,
  '@paydeck/reports/element': null,
  '@paydeck/reports/define': null,
  '@paydeck/transactions/element': null,
  // 34, not 33: the payments' words (core's labels, a module per area) came out of the shared chunk into this one.
  '@paydeck/elements chunk transactions': 29, // 28.5 until the mutations and several-query hooks moved from the shared chunk to the widgets that use them (issue 38); 36 until Turkish and Arabic loaded when shown (issue 38); (ar; the numbers and amounts in the user's language, one report columns entry)
  // Over the 30 of architecture.md: the form builder a report's filters need is 55 KB of it (docs/decisions.md).
  '@paydeck/elements chunk reports': 80.5, // 90 until Turkish and Arabic loaded when shown (issue 38)
  '@paydeck/core/support': null,
  '@paydeck/core/transactions': null,
  '@paydeck/core/transaction-activity': null,
  '@paydeck/core/transaction-actions': null,
  '@paydeck/core/reports': null,
  '@paydeck/core/dashboard': null,
  // architecture.md: the dashboard at most 80 KB; its chart library and map data load on demand (issue 17).
  '@paydeck/dashboard': 47.5, // 80 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67)
  '@paydeck/dashboard/manage': null, // the dashboard settings and the personal dashboard, for their screens
  '@paydeck/dashboard/element': null,
  '@paydeck/dashboard/define': null,
  '@paydeck/elements chunk dashboard': 30,
  // The setup screens (issue 37), an entry per screen so that a route loads its screen alone; framework included as
  // for every widget entry. Their words are in three languages until the one message system loads a locale's alone.
  '@paydeck/admin': null, // every screen
  // Each +13 or so since the dialogs' one form (react-hook-form, 12.7 KB gzip alone), which a bundler splitting on the
  // dialogs' lazy imports loads when a dialog first opens (the elements' rows below measure that).
  '@paydeck/admin/price-books': 56, // 77 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); + a record's History (the audit trail's table, drawer and words, loaded when shown: the elements' rows measure the first render); 69.5 before; 79 until Turkish and Arabic loaded when shown (issue 38)
  '@paydeck/admin/pipelines': 55, // 81.5 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); 91.2 until Turkish and Arabic loaded when shown (issue 38); the drag to reorder stages (dnd-kit); 90 before core's rule words (en, tr, ar)
  '@paydeck/admin/roles': 57.5, // 74 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); + a record's History (the audit trail's table, drawer and words, loaded when shown: the elements' rows measure the first render); 70.5 before; 80.4 until Turkish and Arabic loaded when shown (issue 38); 66 until the role editor took the one form hook (react-hook-form; loaded when shown); 79 before core's rule words (en, tr, ar)
  '@paydeck/admin/staff': 96, // 111.5 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); + a record's History (the audit trail's table, drawer and words, loaded when shown: the elements' rows measure the first render); 105 before; 115 until Turkish and Arabic loaded when shown (issue 38); the staff form's role and zone choosers; + the one paged list's table states; 113.5 before core's rule words (en, tr, ar)
  '@paydeck/admin/audit': 48, // 64.5 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); the audit log: its filters, the keyset table, the record's drawer, the retention form (react-hook-form, loaded when shown)
  '@paydeck/admin/tenants': 97.5, // 113 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); + a record's History (the audit trail's table, drawer and words, loaded when shown: the elements' rows measure the first render); 106.5 before; 116.6 until Turkish and Arabic loaded when shown (issue 38); a tenant's staff, as the staff screen; + the one paged list's table states; 115.5 before core's rule words (en, tr, ar)
  '@paydeck/admin/element': null,
  '@paydeck/admin/define': null,
  ...Object.fromEntries(
    ['price-books', 'pipelines', 'roles', 'staff-accounts', 'tenants'].map((chunk) => [
      `@paydeck/elements chunk ${chunk}`,
      34,
    ]),
  ),
  '@paydeck/elements chunk pipelines': 38, // 37.5 until the mutations and several-query hooks moved from the shared chunk to the widgets that use them (issue 38); 45 until Turkish and Arabic loaded when shown (issue 38); the drag to reorder stages (dnd-kit, about 10 KB); 44 before core's rule words (en, tr, ar)
  '@paydeck/elements chunk audit-log': 22.5, // the log's first page: filters, the keyset table, the chain's head (the retention form and the record's words in tr and ar load when shown)
  '@paydeck/elements chunk roles': 21.8, // + the merchants' disputes permission, worded in en, tr and ar (issue 66); 21.5 before; + whether the reader may read the audit trail (a role's History loads when shown); 21 before; 20.5 until its calls were made from the route table (callRoute, issue 64); 28 until Turkish and Arabic loaded when shown (issue 38); 34.5 until the role editor loaded when shown (issue 37); 26 before core's rule words (en, tr, ar)
  '@paydeck/notifications': 35.5, // 41.8 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); 41.5 until the bell's and the user context's calls were made from their declarations (callRoute, issue 64); 46 until Turkish and Arabic loaded when shown (issue 38); (ar)
  '@paydeck/notifications/element': null,
  '@paydeck/elements chunk notifications': 30,
  // What a visitor of an embedding page downloads, framework included (architecture.md, issue 19; issue 38 asks the
  // bell at most 45, Courier's 42, and any other element at most 90). Issue 38's ninth part: requests on fetch
  // instead of ky (-3.5 on every page), Panda's css() and recipes resolved at build time (-5.3), the pager without
  // Ark's pagination machine (-6 on every paged element), a sortable list's drag loaded as it shows (-14 for
  // pipelines), and the shared chunk holding only what the bell runs (-1.1 for it).
  ...Object.fromEntries(
    ['dashboard', 'proposals', 'support', 'support-labels', 'transactions', 'price-books', 'pipelines', 'roles']
      .concat(['staff-accounts', 'tenants', 'audit-log', 'disputes'])
      .map((chunk) => [`@paydeck/elements page with ${chunk} alone, as shipped`, 90]),
  ),
  // + two elements in the loader's map, a transaction type and what an open dispute holds (issue 66): 0.4 over the 90
  // every element keeps, which issue 67 (the widgets' diet) takes back first.
  '@paydeck/elements page with transactions alone, as shipped': 90.5,
  // + the evidence's calls and their schemas in the route table (the sources, the upload), which the list's calls
  // carry with them; and the file service's upload moved to a chunk both share (support +0.1): issue 67 takes the
  // four pages back under 90 first.
  '@paydeck/elements page with disputes alone, as shipped': 90.6, // 90.5 before the detail's record tabs loaded with the first of them (issue 67: the chunks regroup, +0.1)
  '@paydeck/elements page with support alone, as shipped': 90.2,
  '@paydeck/elements chunk disputes': 26.2, // 26.1 before the detail's record tabs loaded with the first of them (issue 67: the chunks regroup); the list's first page: its filters, three views, urgency, reasons' words; one dispute loads when opened (25.5 before the evidence's calls, issue 66)
  '@paydeck/transactions/disputes': 50.5, // 61 until module-level values were marked pure in the built files and ui kept one copy of its style runtime (issue 67); the list, one dispute with its evidence, files, records and dialogs, a payment's disputes (the entry exports all three); 58.5 before the files and the records (issue 66)
  // 69 before issue 38's ninth part, 59.5 before its tenth. What is left is what the bell runs (query-core, zod, Preact with compat, core's
  // client, the element machinery, the bell and its CSS); `pnpm bench --modules` lists it.
  // 56.5 until a part loaded later brought its own CSS (the panel's, the modal's) instead of the bell's first screen.
  // 55.6 until every element raised a failed user context once and the bell said its feed is out of date (issue 63);
  // 56.2 until Ark was given the user's locale, the direction its controls run in (Arabic was left to right).
  '@paydeck/elements page with notifications alone, as shipped': 56.8, // + two elements in the loader's map (the disputes, issue 66); 56.7 before; 56.4 until callRoute, core's one way to call, joined the shared runtime every element uses (issue 64): the bell's page +0.4, every other element's page lighter
  // 11 until the shared chunk held only what the bell runs, 12.5 until it held what the panel and the fields chunk it
  // opens need of the shared code (so the panel never loads the common chunk); 12.7 since it brings its CSS too.
  '@paydeck/elements notifications: on first use of panel/notification-panel': 12.8, // 12.7 until the chunks were declared by package entries (issue 64): Ark's portal comes with the fields chunk the panel opens, not with the bell's page (0.1 lighter)
  // The drag of a sortable list (dnd-kit), fetched as the list shows: the list is drawn without it first.
  '@paydeck/elements pipelines: on first use of sortable/draggable-list': 15.5,
  '@paydeck/elements support-labels: on first use of sortable/draggable-list': 15.5,
  // The report's first screen draws its pickers and selects still; each loads its library when the user reaches
  // it (the pointer over it, or the focus): 155 before issue 38's ninth part, with them all on the first screen.
  // 87 since Ark's locale sits with the shared code: 3 KB the first screen no longer loads, the first select does.
  '@paydeck/elements page with reports alone, as shipped': 87.2, // + two elements in the loader's map and a transaction type's words (the disputes, issue 66); 87 before
  '@paydeck/elements reports: on first use of date-picker/date-picker': 44,
  '@paydeck/elements reports: on first use of select': 37,
  // 48 until the pager left Ark's machines: zag's core and React bindings load with the dialog's choosers now.
  // 52 until the dialog brought its CSS (the element's first screen no longer carries it).
  '@paydeck/elements staff-accounts: on first use of staff/user-dialog': 54.5, // + whether the reader may read the audit trail (a user's History loads when shown); 54 before; 53.6 until the chunks were declared by package entries (issue 64): Ark's locale filter, which only the dialogs' selects run, loads with them, not with every element's page (0.4 lighter); 52.5 until its zone was checked by core's time model (canonical names only, issue 63); and the one form (react-hook-form, its schemaCheck, FormDialog's busy and danger states); 47.5 before core's rule words (en, tr, ar)
  // On Preact (docs/decisions.md): 140.9 KB when it moved; 199.6 on React. 150 until the shell's and pages' styles
  // moved from the global sheet into css() (issue 37, fifth part): their style objects are code now, 149.5 → 152.9.
  // 153.5 until Turkish and Arabic loaded when shown (issue 38); 151 until Vite's preload helper left (issue 38);
  // 148 until Panda's css() resolved at build time and the pager without Ark's machine (issue 38's ninth part).
  // 138.5 (134.5 measured) until the OIDC client loaded beside the first screen, awaited by the first call that needs
  // it (issue 67: 118.0). 118.5 until the toaster loaded when the page is idle or with the first toast, from a
  // provider on an entry of its own (@paydeck/ui/alerts): a lazy import inside ui's index had made every widget's
  // entry 5 KB heavier for esbuild (the toast machine's files joined the chunk each entry loads).
  'portal: JavaScript before the first screen': 99,
}

/**
 * Libraries an entry shares with everything that uses it, measured apart as react is: the instance's QueryClient
 * (@tanstack/query-core) comes with every widget and the React bindings anyway (react-query is built on it), so a
 * page pays for it once. The bench also reports the entry with it bundled.
 */
export const sharedRuntime = {
  '@paydeck/core': { external: ['@tanstack/query-core'], label: 'with its QueryClient (@tanstack/query-core)' },
}

// Browser packages only: the sandbox runs in Node and is not shipped to pages.
export const excludedPackages = new Set(['@paydeck/sandbox'])

// What one control of @paydeck/ui costs an app that imports only it (tree-shaken from the built package).
// The filter form has an entry of its own (its pickers load when reached).
export const probes = [
  ...['Button', 'Dialog', 'Select', 'DatePicker', 'FileUpload', 'DataTable'].map((name) => [name, '@paydeck/ui']),
  ['FilterForm', '@paydeck/ui/filter-form'],
].map(([name, from]) => ({
  entry: `@paydeck/ui › ${name}`,
  contents: `export { ${name} } from '${from}'`,
  resolveDir: 'packages/elements',
}))

/**
 * `pnpm bench --lookups N`: what a call may take over HTTP at p95, in ms (issue 38), whatever the book's size; seeding
 * scales with it (a million in a minute, with a floor for what every sandbox seeds besides the book). The concurrent
 * run's p99 (ms) and rate (requests per second, at least) are of 20 clients at once on the merchant's list.
 */
export const lookupBudgets = {
  // Issue 67: the sandbox's command ready on a new database (ms, scaled by its size), the CPU seconds it spends in
  // the minute after, and ready again on its data (ms).
  ready: { limit: (transactions) => Math.max(15_000, (60_000 * transactions) / 1_000_000) },
  background: { limit: 5 },
  restart: { limit: 5_000 },
  list: { limit: 20 },
  totals: { limit: 50 },
  report: { limit: 200 },
  // Issue 67: a report's CSV starts within half a second (the slowest report of a reader's catalogue).
  csvFirstBytes: { limit: 500 },
  // Issue 65: what the audit trail's record adds to a change, p95.
  record: { limit: 1 },
  concurrentP99: { limit: 100 },
  concurrentRate: { limit: 400, atLeast: true },
}

/** Issue 38: Lighthouse 12's mobile preset, signed in, on the sign-in path, the dashboard and the lookup. */
export const lighthouseBudgets = { score: 90, cls: 0.05 }
