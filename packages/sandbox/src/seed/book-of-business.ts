import { declineReasonLabels, type DeclineCode } from '@paydeck/core/labels'
import { balanceOf, statusOfBalance, type MoneyRow, type TransactionStatus } from '@paydeck/core/transactions'
import { minorPerMajor } from '@paydeck/core/values'
import type { SandboxDatabase } from '../db/database'
import { CUSTOMER_TEXT, HAS_CUSTOMER_TEXT } from '../transactions/folded-text'
import { REFERENCE_NUMBER } from '../transactions/reference-number'
import { createTransactionDays } from '../transactions/transaction-days'
import { createZoneDays } from '../transactions/zone-days'
import { recordBookActivity } from '../transactions/stored-activity'
import { createAccountRollups } from '../reports/account-rollup'
import { createTallyRollup } from '../reports/tally-rollup'
import { tallyRollups } from '../reports/tally'
import { createRandom, type Random } from './random'
import { paymentMethods, serviceProviders } from './reference-data'

// The sandbox's book of business: card and alternative-payment transactions of every processing merchant over
// the last 180 days, in both system modes, with the shapes of a real one (docs/decisions.md, "The book of
// business"). Deterministic: the same count gives the same book every time.

const DAY = 86_400_000
export const BOOK_DAYS = 180
/** The ids of the first merchant's payouts that wait for approval on a fresh sandbox (after the ticket ones). */
const QUEUED_PAYOUTS = { start: 3, end: 9 }
/** What a fresh sandbox holds unless told otherwise (`paydeck-sandbox --transactions N`). */
export const DEFAULT_TRANSACTIONS = 20_000
/** An in-memory sandbox (a unit test's) holds fewer: each test makes its own, and it must start fast. */
export const IN_MEMORY_TRANSACTIONS = 2_000

interface MerchantRow {
  id: number
  tenantId: number
  name: string
  processing: string
}

const currencyOfTenant: Record<number, readonly string[]> = {
  1: ['EUR', 'EUR', 'EUR', 'GBP', 'USD', 'SEK'],
  2: ['TRY', 'TRY', 'TRY', 'EUR', 'USD'],
}

const cardMethods = new Set(['VISA', 'MASTERCARD', 'AMEX', 'APPLEPAY', 'GOOGLEPAY'])
const issuingCountries = ['DE', 'FR', 'NL', 'GB', 'ES', 'IT', 'TR', 'SE', 'PL', 'US', 'BE', 'AT', 'IE', 'CH']
const firstNames =
  'Anna Ben Carla David Elif Emre Femke Giulia Hugo Ines Jonas Kerem Lena Marta Noah Olivia Pieter Rosa Sven Zeynep'.split(
    ' ',
  )
const lastNames =
  'Andersson Bakker Costa Demir Evans Fischer García Hansen Jansen Kaya Lambert Moreau Novak Öztürk Rossi Schmidt Silva Weber Yılmaz Zieliński'.split(
    ' ',
  )
const mailHosts = ['mail.example', 'post.example', 'inbox.example', 'web.example']

/** ISO 8583 response codes of declines, roughly by frequency; their reasons are the label layer's English words. */
const declines: readonly (readonly [code: DeclineCode, reason: string, weight: number])[] = (
  [
    ['05', 30],
    ['51', 25],
    ['1A', 10],
    ['54', 8],
    ['14', 6],
    ['57', 6],
    ['59', 5],
    ['91', 5],
    ['61', 5],
  ] as const
).map(([code, weight]) => [code, declineReasonLabels.en[code], weight] as const)
const declineWeights = declines.reduce((sum, [, , weight]) => sum + weight, 0)

/** Busier in the afternoon and evening, quieter at night; weekends a little busier for these retailers. */
const hourWeight = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 10, 11, 10, 10, 10, 11, 12, 13, 13, 12, 9, 6, 4]
const weekdayWeight = [1.15, 0.9, 0.92, 0.95, 1, 1.05, 1.2] // Sunday first

function pickDecline(random: Random) {
  let roll = random.next() * declineWeights
  for (const decline of declines) if ((roll -= decline[2]) < 0) return decline
  return declines[0]!
}

/** An instant in the window, drawn by the daily and weekly rhythm and a slow growth of the business. */
function drawInstant(random: Random, now: number): number {
  for (;;) {
    const at = now - random.next() * BOOK_DAYS * DAY
    const date = new Date(at)
    const growth = 0.75 + 0.25 * (1 - (now - at) / (BOOK_DAYS * DAY))
    if (random.next() * 13 * 1.2 < hourWeight[date.getUTCHours()]! * weekdayWeight[date.getUTCDay()]! * growth)
      return at
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(ltd|gmbh|a\.ş\.|bv|sa|plc)\b/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const iso = (at: number) => new Date(at).toISOString()

/** A drawn row's fields, each written to its column (its name in snake case). */
const insertedFields = [
  'id',
  'mode',
  'tenantId',
  'merchantId',
  'website',
  'externalId',
  'type',
  'status',
  'amount',
  'currency',
  'refundedAmount',
  'paymentMethod',
  'cardBrand',
  'cardBin',
  'cardLast4',
  'cardCountry',
  'customerName',
  'customerEmail',
  'customerIp',
  'customerCountry',
  'serviceProvider',
  'mid',
  'responseCode',
  'declineReason',
  'threeDs',
  'riskScore',
  'parentId',
  'created',
  'updated',
  'settled',
] as const

/**
 * Fills an empty transactions table with `count` transactions (refunds and chargebacks included, linked to their
 * parents); seedDatabase then builds the indexes the lookups use. Merchants that do not process have none; a SandboxEnabled
 * merchant has only Test transactions, the others mostly Live.
 */
export function seedBookOfBusiness(db: SandboxDatabase, count = DEFAULT_TRANSACTIONS, now = Date.now()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }
  if (existing.n > 0 || count <= 0) return
  const random = createRandom(180_001)
  const merchants = (
    db
      .prepare(
        `SELECT id, tenant_id AS tenantId, legal_business_name AS name, processing_status AS processing
         FROM merchants ORDER BY id`,
      )
      .all() as MerchantRow[]
  ).filter((merchant) => merchant.processing !== 'NoProcessing')
  if (merchants.length === 0) return
  // The first merchant of each tenant is its largest; the rest share the remainder unevenly.
  const weights = merchants.map((merchant, index) => (index === 0 ? 8 : 1 + random.next() * 3))
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
  const methods = paymentMethods.filter((method) => method.isActive).map((method) => method.code)
  const providers = serviceProviders.filter((provider) => provider.isActive).map((provider) => provider.name)
  const profiles = merchants.map((merchant) => ({
    ...merchant,
    website: `shop.${slug(merchant.name)}.example`,
    providers: [random.pick(providers), random.pick(providers)],
    order: 10_400 + merchant.id * 1_000,
  }))

  // Bound by position (a row's 30 fields by name cost a microsecond or two more, each of a million rows).
  const columns = insertedFields.map((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
  const insert = db.prepare(
    `INSERT INTO transactions (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  )
  let id = 0
  db.transaction(() => {
    while (id < count) {
      let roll = random.next() * totalWeight
      let index = 0
      while ((roll -= weights[index]!) > 0 && index < weights.length - 1) index++
      // The first few belong to the first merchant's live book: seeded tickets refer to them; the next ones are
      // its payouts of the last two days, waiting for approval, so a fresh sandbox has a queue to work through.
      const opening = id < QUEUED_PAYOUTS.end
      const queued = id >= QUEUED_PAYOUTS.start && opening
      const merchant = profiles[opening ? 0 : index]!
      const mode = merchant.processing === 'SandboxEnabled' || (!opening && random.next() < 0.08) ? 'Test' : 'Live'
      const created = queued ? now - random.next() * 2 * DAY : drawInstant(random, now)
      const method = random.pick(methods)
      const card = cardMethods.has(method)
      // A card method is its own brand; a wallet carries a Visa or a Mastercard. (The roll is drawn as it always was,
      // so the rest of the book stays as it was.)
      const walletRoll = method === 'AMEX' || method === 'MASTERCARD' ? 1 : random.next()
      const brand =
        method === 'AMEX'
          ? 'Amex'
          : method === 'MASTERCARD'
            ? 'Mastercard'
            : method === 'VISA' || walletRoll >= 0.4
              ? 'Visa'
              : 'Mastercard'
      const bin =
        brand === 'Amex'
          ? `37${random.int(1000, 9999)}`
          : brand === 'Mastercard'
            ? `5${random.int(10000, 59999)}`
            : `4${random.int(10000, 99999)}`
      const first = random.pick(firstNames)
      const last = random.pick(lastNames)
      const country = random.pick(issuingCountries)
      const currency = random.pick(currencyOfTenant[merchant.tenantId] ?? ['EUR'])
      const unit = minorPerMajor(currency)
      // Most baskets are small, a few large: a log-normal-ish spread.
      const major = Math.round(Math.exp(2 + random.next() * 4.5) * 100) / 100
      const amount = Math.max(unit, Math.round(major * unit))
      const typeRoll = random.next()
      const type = queued || typeRoll < 0.03 ? 'Payout' : card && typeRoll < 0.15 ? 'Authorisation' : 'Sale'
      const { status, decline, outcome } = outcomeOf(random, { type, card, queued, age: now - created })
      const risk = decline?.[0] === '59' ? random.int(70, 99) : random.int(0, outcome < 0.05 ? 80 : 35)
      const updated = Math.min(now, created + random.int(1, 6 * 3_600_000))
      const settled = status === 'Captured' && created + 2 * DAY < now ? created + random.int(1, 2) * DAY : null
      const provider = merchant.providers[outcome < 0.7 ? 0 : 1]!
      merchant.order += random.int(1, 3)
      const row = {
        id: ++id,
        mode,
        tenantId: merchant.tenantId,
        merchantId: merchant.id,
        website: merchant.website,
        externalId: `ORD-${merchant.order}`,
        type,
        status,
        amount,
        currency,
        refundedAmount: 0 as number,
        paymentMethod: method,
        cardBrand: card ? brand : null,
        cardBin: card ? bin : null,
        cardLast4: card ? String(random.int(0, 9999)).padStart(4, '0') : null,
        cardCountry: card ? country : null,
        customerName: `${first} ${last}`,
        customerEmail: `${slug(first)}.${slug(last)}${random.int(1, 99)}@${random.pick(mailHosts)}`,
        customerIp: `${random.int(11, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        customerCountry: random.next() < 0.85 ? country : random.pick(issuingCountries),
        serviceProvider: provider,
        mid: `MID-${slug(provider).slice(0, 4).toUpperCase()}-${String(merchant.id).padStart(4, '0')}`,
        responseCode: decline ? decline[0] : status === 'Failed' ? '96' : '00',
        declineReason: decline ? decline[1] : status === 'Failed' ? declineReasonLabels.en['96'] : null,
        threeDs: !card
          ? 'NotApplicable'
          : decline?.[0] === '1A'
            ? 'Failed'
            : random.pick([
                'Authenticated',
                'Authenticated',
                'Authenticated',
                'Attempted',
                'Challenged',
                'NotEnrolled',
              ]),
        riskScore: risk,
        parentId: null,
        created: iso(created),
        updated: iso(updated),
        settled: settled && settled < now ? iso(settled) : null,
      }
      const { child, backAt } = comingBack(random, row, { card, created, now, last: id >= count })
      if (child) {
        // The payment's status and refunded amount are its balance's, as the money model gives them.
        const balance = balanceOf(row as MoneyRow, [child as MoneyRow])
        row.status = statusOfBalance(row.status as TransactionStatus, balance)
        row.refundedAmount = balance.refunded
        row.updated = iso(backAt)
      }
      insert.run(insertedFields.map((field) => row[field]))
      if (child) {
        const back = { ...child, id: ++id, parentId: row.id, created: iso(backAt), updated: iso(backAt), settled: null }
        insert.run(insertedFields.map((field) => back[field]))
      }
    }
  })()
}

/**
 * How a drawn transaction came out: a payout waiting for approval, paid or declined; an APM payment still pending
 * (lately); a decline with its reason, a failure; an authorisation reserved (lately), captured or voided; else
 * captured. `outcome` is the roll the rest of its row draws from too.
 */
function outcomeOf(random: Random, drawn: { type: string; card: boolean; queued: boolean; age: number }) {
  const { type, card, queued, age } = drawn
  const outcome = random.next()
  let decline: (typeof declines)[number] | null = null
  let status: string
  if (type === 'Payout')
    status =
      queued || (age < 3 * DAY && outcome < 0.5) ? 'WaitingForApproval' : outcome < 0.95 ? 'Captured' : 'Declined'
  else if (!card && outcome < 0.12 && age < 5 * DAY) status = outcome < 0.06 ? 'Pending' : 'WaitingForApproval'
  else if (outcome < 0.08) {
    status = 'Declined'
    decline = pickDecline(random)
  } else if (outcome < 0.1) status = 'Failed'
  else if (type === 'Authorisation')
    status = age < 7 * DAY && outcome < 0.5 ? 'Reserved' : outcome < 0.93 ? 'Captured' : 'Voided'
  else status = 'Captured'
  return { status, decline, outcome }
}

/**
 * Some captured payments come back: a refund (part or whole) and, rarely, a chargeback, as a child made some days
 * later (none after now, nor after the book's last row); when, and the child if any.
 */
function comingBack<T extends { externalId: string; type: string; status: string; amount: number }>(
  random: Random,
  row: T,
  drawn: { card: boolean; created: number; now: number; last: boolean },
) {
  const { card, created, now, last } = drawn
  const back = row.status === 'Captured' && row.type !== 'Payout' ? random.next() : 1
  const backAt = Math.min(now, created + random.int(1, back < 0.05 ? 20 : 60) * DAY)
  const amount = row.amount
  const child =
    backAt >= now || last
      ? null
      : back < 0.05
        ? refundOf(row, random.next() < 0.6 ? amount : Math.max(1, Math.round(amount * (0.1 + random.next() * 0.6))))
        : back < 0.055 && card
          ? {
              ...row,
              type: 'Chargeback',
              // Open (the money withheld while the dispute runs) or lost: both count against the payment.
              status: random.next() < 0.5 ? 'Pending' : 'ChargedBack',
              externalId: `${row.externalId}-CB`,
            }
          : null
  return { child, backAt }
}

/** A refund of a transaction: money going back by the same method and provider. */
function refundOf<T extends { externalId: string }>(row: T, amount: number) {
  return {
    ...row,
    type: 'Refund',
    status: 'Refunded',
    amount,
    externalId: `${row.externalId}-R`,
    responseCode: '00',
    declineReason: null,
    riskScore: 0,
  }
}

/**
 * What the period's indexes hold after the time and the id: every column a lookup filters by, and the columns the
 * reports that scan a period read (the card's for the analytics, the booking's for the statement and the invoices),
 * so those scans read the index in time order and never the table, whose rows lie in no order of time.
 */
const PERIOD_COLUMNS = (owner: 'tenant_id' | 'merchant_id') =>
  `${owner}, status, type, payment_method, currency, amount, card_brand, three_ds, card_country, parent_id, settled, updated`

/**
 * The indexes the lookups read through and the daily rollup (transaction-days.ts); made after the bulk insert, which
 * is several times faster. The period's indexes hold the lookup's order (newest first, ties by id: no sort) and
 * cover every filter's column and the amount, so a page's ids are chosen, and the ends of a period counted, from
 * the index alone; the amount's does the same for an amount range
 * (which the rollups cannot count), so "the 100.00 one" is a seek, not a walk through half a year. The customer
 * texts' index serves a search within a month from the index alone (lookup.ts customerTextMatch).
 */
export function createLookupIndexes(db: SandboxDatabase): void {
  db.exec(`
    DROP INDEX IF EXISTS tx_tenant_created;
    DROP INDEX IF EXISTS tx_merchant_created;
    DROP INDEX IF EXISTS tx_tenant_period;
    DROP INDEX IF EXISTS tx_merchant_period;
    DROP INDEX IF EXISTS tx_tenant_newest;
    DROP INDEX IF EXISTS tx_merchant_newest;
    CREATE INDEX IF NOT EXISTS tx_tenant_time ON transactions (mode, tenant_id, created, id, ${PERIOD_COLUMNS('merchant_id')});
    CREATE INDEX IF NOT EXISTS tx_merchant_time ON transactions (mode, merchant_id, created, id, ${PERIOD_COLUMNS('tenant_id')});
    CREATE INDEX IF NOT EXISTS tx_tenant_amount
      ON transactions (mode, tenant_id, amount, created, merchant_id, status, type, payment_method, currency);
    CREATE INDEX IF NOT EXISTS tx_tenant_external ON transactions (mode, tenant_id, external_id);
    CREATE INDEX IF NOT EXISTS tx_merchant_external ON transactions (mode, merchant_id, external_id);
    CREATE INDEX IF NOT EXISTS tx_tenant_reference_number ON transactions (mode, tenant_id, ${REFERENCE_NUMBER});
    CREATE INDEX IF NOT EXISTS tx_tenant_last4 ON transactions (mode, tenant_id, card_last4);
    CREATE INDEX IF NOT EXISTS tx_tenant_email ON transactions (mode, tenant_id, customer_email);
    CREATE INDEX IF NOT EXISTS tx_tenant_text ON transactions (mode, tenant_id, created, ${CUSTOMER_TEXT})
      WHERE ${HAS_CUSTOMER_TEXT};
    CREATE INDEX IF NOT EXISTS tx_parent ON transactions (parent_id);
  `)
  // The book's story is written along its period index (stored-activity.ts), before the indexes of the story.
  recordBookActivity(db)
  createCustomerTextIndex(db)
}

/**
 * The sums kept in step with the book (by day, by zone, by account, the reports' tallies): built once from the rows
 * as they are, then kept by triggers. Whatever the seed writes before them (the disputes' moves) is summed once,
 * instead of moving every sum of its day row by row.
 */
export function createBookRollups(db: SandboxDatabase): void {
  createTransactionDays(db)
  createZoneDays(db)
  createAccountRollups(db)
  for (const tally of tallyRollups) createTallyRollup(db, tally)
}

/**
 * Search by any part of a customer's e-mail or name ("lindq", "@web.example", "yilmaz" for Yılmaz): an FTS5 trigram
 * index over the two, folded (folded-text.ts) so accents and Turkish's dotless i match what is typed. Contentless
 * (it keeps only the folded trigrams and answers ids), built once after the book is loaded and kept in step with
 * every later write by triggers. A database of an earlier sandbox has the unfolded index: it is replaced.
 */
function createCustomerTextIndex(db: SandboxDatabase): void {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'transactions_search'").get()) return
  db.exec(`
    DROP TRIGGER IF EXISTS transactions_text_insert;
    DROP TRIGGER IF EXISTS transactions_text_delete;
    DROP TRIGGER IF EXISTS transactions_text_update;
    DROP TABLE IF EXISTS transactions_text;
    CREATE VIRTUAL TABLE transactions_search USING fts5(email, name, content = '', tokenize = 'trigram');
    INSERT INTO transactions_search (rowid, email, name)
      SELECT id, folded_text(customer_email), folded_text(customer_name) FROM transactions;
    CREATE TRIGGER transactions_search_insert AFTER INSERT ON transactions BEGIN
      INSERT INTO transactions_search (rowid, email, name)
        VALUES (new.id, folded_text(new.customer_email), folded_text(new.customer_name));
    END;
    CREATE TRIGGER transactions_search_delete AFTER DELETE ON transactions BEGIN
      INSERT INTO transactions_search (transactions_search, rowid, email, name)
        VALUES ('delete', old.id, folded_text(old.customer_email), folded_text(old.customer_name));
    END;
    CREATE TRIGGER transactions_search_update AFTER UPDATE OF customer_email, customer_name ON transactions BEGIN
      INSERT INTO transactions_search (transactions_search, rowid, email, name)
        VALUES ('delete', old.id, folded_text(old.customer_email), folded_text(old.customer_name));
      INSERT INTO transactions_search (rowid, email, name)
        VALUES (new.id, folded_text(new.customer_email), folded_text(new.customer_name));
    END;
  `)
}
