import { toMajorUnits } from '@paydeck/core/values'
import {
  ANALYTICS_WINDOW_TITLE,
  analyticsKeys,
  dataMessageSchema,
  signChange,
  type Analytics,
  type AnalyticsPeriod,
  type AnalyticsSlice,
} from '@paydeck/core/analytics'

// The data-analytics window (seed 002): announces its public key to the portal that opened it, shows the figures the
// portal sends, follows the reader's place with a scroll-spy, and sends period changes signed with its secret key.
// Built with the DOM's own calls and textContent only: nothing the portal sends is read as HTML.

const host = document.querySelector<HTMLMetaElement>('meta[name="paydeck-host"]')!.content
const keys = analyticsKeys()
let nonce = 0

const periodLabels: Record<AnalyticsPeriod, string> = {
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-90-days': 'Last 90 days',
}
const sections = [
  ['overview', 'Overview'],
  ['captured', 'Captured money'],
  ['card-brands', 'Card brands'],
  ['three-ds', '3-D Secure'],
  ['countries', 'Issuing countries'],
] as const

type Child = Node | string | null | false
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children) if (child !== null && child !== false) element.append(child)
  return element
}

const numbers = new Intl.NumberFormat('en-GB')
const regions = new Intl.DisplayNames(['en-GB'], { type: 'region' })
/** A slice's label in words: a country's name for its code, spaced words for an outcome (NotEnrolled). */
function labelOf(label: string, kind: 'country' | 'words') {
  if (kind === 'country') {
    if (label === '—') return 'No issuing country (not a card)'
    return /^[A-Z]{2}$/.test(label) ? (regions.of(label) ?? label) : label
  }
  return label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/ ([A-Z])(?=[a-z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`)
}
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const percent = (value: number | null) => (value === null ? '—' : `${oneDecimal.format(value)} %`)
// This page is the sandbox's own, written in English on the server, where no ui formatter runs.
// eslint-disable-next-line no-restricted-syntax
const dates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const day = (value: string) => dates.format(new Date(`${value}T00:00:00Z`))
function money(minor: number, currency: string) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(toMajorUnits(minor, currency))
}

// The page's frame: title, status, period, the section links and the sections.
const status = h('p', { class: 'status', role: 'status' }, 'Waiting for the portal’s figures…')
const period = h(
  'select',
  { id: 'period', disabled: '' },
  ...Object.entries(periodLabels).map(([value, label]) => h('option', { value }, label)),
)
const links = new Map<string, HTMLAnchorElement>()
const nav = h(
  'nav',
  { 'aria-label': 'Sections' },
  h(
    'ol',
    {},
    ...sections.map(([id, title]) => {
      const link = h('a', { href: `#${id}` }, title)
      links.set(id, link)
      return h('li', {}, link)
    }),
  ),
)
const bodies = new Map<string, HTMLElement>()
const main = h(
  'main',
  {},
  ...sections.map(([id, title]) => {
    const body = h('div', {}, h('p', { class: 'empty' }, 'No figures yet.'))
    bodies.set(id, body)
    return h('section', { id, 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), body)
  }),
)
document.body.append(
  h(
    'header',
    {},
    h('div', {}, h('h1', {}, ANALYTICS_WINDOW_TITLE), status),
    h('label', { for: 'period' }, 'Period', period),
  ),
  h('div', { class: 'layout' }, nav, main),
)

/** The scroll-spy: the link of the first section showing in the viewport is the current one. */
const showing = new Set<string>()
const spy = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) showing.add(entry.target.id)
      else showing.delete(entry.target.id)
    }
    const current = sections.find(([id]) => showing.has(id))?.[0]
    if (!current) return
    for (const [id, link] of links) {
      if (id === current) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  },
  { rootMargin: '-110px 0px -45% 0px' },
)
for (const [id] of sections) spy.observe(document.getElementById(id)!)

function change(now: number, before: number, unit: 'percent' | 'points') {
  if (unit === 'percent' && before === 0) return h('small', {}, 'no payments before')
  const delta = unit === 'percent' ? ((now - before) / before) * 100 : now - before
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±'
  const text = `${sign}${oneDecimal.format(Math.abs(delta))}${unit === 'percent' ? ' %' : ' points'} on the period before`
  return h('small', { class: delta > 0 ? 'up' : delta < 0 ? 'down' : '' }, text)
}

function tile(term: string, value: string, note: Child = null) {
  return h('div', {}, h('dt', {}, term), h('dd', {}, h('span', {}, value), note))
}

function sliceTable(
  caption: string,
  slices: readonly AnalyticsSlice[],
  total: number,
  kind: 'country' | 'words' = 'words',
) {
  if (slices.length === 0) return h('p', { class: 'empty' }, 'No payments in this period.')
  const header = ['', 'Payments', 'Share', 'Approved', 'Approval rate']
  return h(
    'div',
    { class: 'table-scroll', tabindex: '0', role: 'group', 'aria-label': caption },
    h(
      'table',
      {},
      h('caption', { class: 'visually-hidden' }, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...header.map((name, index) =>
            h('th', { class: index === 1 || index > 2 ? 'number' : '', scope: 'col' }, name || caption),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...slices.map((slice) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, labelOf(slice.label, kind)),
            h('td', { class: 'number' }, numbers.format(slice.payments)),
            h(
              'td',
              {},
              h('meter', {
                min: '0',
                max: String(total),
                value: String(slice.payments),
                'aria-label': `${labelOf(slice.label, kind)}: share of payments`,
              }),
            ),
            h('td', { class: 'number' }, numbers.format(slice.approved)),
            h('td', { class: 'number' }, percent(slice.approvalRate)),
          ),
        ),
      ),
    ),
  )
}

function show(data: Analytics) {
  const { headline, previous } = data
  period.value = data.period
  period.disabled = false
  status.textContent = `${periodLabels[data.period]}: ${day(data.from)} to ${day(data.to)}, ${data.timeZone}. Compared with ${day(data.previousFrom)} to ${day(data.previousTo)}.`
  bodies
    .get('overview')!
    .replaceChildren(
      h(
        'dl',
        { class: 'tiles' },
        tile('Payments', numbers.format(headline.payments), change(headline.payments, previous.payments, 'percent')),
        tile(
          'Approval rate',
          percent(headline.approvalRate),
          headline.approvalRate !== null && previous.approvalRate !== null
            ? change(headline.approvalRate, previous.approvalRate, 'points')
            : null,
        ),
        tile('Approved', numbers.format(headline.approved)),
        tile('Declined or failed', numbers.format(headline.declined)),
      ),
    )
  bodies
    .get('captured')!
    .replaceChildren(
      data.captured.length === 0
        ? h('p', { class: 'empty' }, 'Nothing captured in this period.')
        : h(
            'dl',
            { class: 'tiles' },
            ...data.captured.map((entry) =>
              tile(
                entry.currency,
                money(entry.volume, entry.currency),
                h('small', {}, `${numbers.format(entry.payments)} payments`),
              ),
            ),
          ),
    )
  bodies.get('card-brands')!.replaceChildren(sliceTable('Card brand', data.cardBrands, headline.payments))
  bodies.get('three-ds')!.replaceChildren(sliceTable('3-D Secure outcome', data.threeDs, headline.payments))
  bodies.get('countries')!.replaceChildren(sliceTable('Issuing country', data.countries, headline.payments, 'country'))
}

// Only the portal that opened this window, on the origin the sandbox checked, is listened to.
window.addEventListener('message', (event) => {
  if (event.origin !== host || event.source !== window.opener) return
  const message = dataMessageSchema.safeParse(event.data)
  if (message.success) show(message.data.data)
})

period.addEventListener('change', () => {
  nonce += 1
  status.textContent = `Asking the portal for ${periodLabels[period.value as AnalyticsPeriod].toLowerCase()}…`
  window.opener?.postMessage(signChange({ period: period.value as AnalyticsPeriod }, nonce, keys.secretKey), host)
})

window.addEventListener('pagehide', () => window.opener?.postMessage({ type: 'POPUP_CLOSED' }, host))

if (window.opener) window.opener.postMessage({ type: 'POPUP_OPENED', publicKey: keys.publicKey }, host)
else
  status.textContent = 'Open Data Analytics from the portal’s menu: this window shows the figures the portal sends it.'
