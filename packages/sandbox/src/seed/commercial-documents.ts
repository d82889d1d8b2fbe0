import type { SandboxDatabase } from '../db/database'
import { notifyDocumentSent } from '../notifications/events'
import { feeTypes, standardProducts } from '../pricebooks/price-list'
import { baseCurrencyOf } from '../dashboard/exchange-rates'

type Entry = { productId: number; productName: string; items: [feeTypeId: number, value: number][] }

const cardAcquiring = (rate: number): Entry => ({
  productId: 1,
  productName: 'Card acquiring (Visa, Mastercard)',
  items: [
    [1, rate],
    [2, 0.2],
    [3, 15],
    [4, 0.1],
  ],
})
const alternativeMethods: Entry = {
  productId: 3,
  productName: 'Alternative payment methods',
  items: [
    [1, 1.2],
    [5, 0.9],
  ],
}
const payouts: Entry = { productId: 4, productName: 'Payouts', items: [[6, 0.35]] }
/** The standard price book's terms as an agreement copies them: what every seeded merchant accepted and pays. */
const standardTerms: Entry[] = standardProducts.map((product, index) => ({
  productId: index + 1,
  productName: product.name,
  items: product.entries.map(([feeTypeId, value]) => [feeTypeId, value]),
}))

const letter = (merchant: string, tenant: string, kind: 'proposal' | 'agreement', version: number) => `
<h2>${kind === 'proposal' ? 'Commercial proposal' : 'Merchant services agreement'} for ${merchant}</h2>
<p>${tenant} is pleased to ${kind === 'proposal' ? 'propose' : 'confirm'} the following terms for card acquiring and
alternative payment methods (version ${version}).</p>
<h3>Scope</h3>
<ul>
  <li>Acceptance of Visa and Mastercard, online and in store, settled daily in EUR.</li>
  <li>Alternative payment methods enabled on request, with the same reporting.</li>
  <li>Payouts to beneficiaries in SEPA countries.</li>
</ul>
<h3>Settlement</h3>
<table>
  <thead><tr><th>Item</th><th>Term</th></tr></thead>
  <tbody>
    <tr><td>Settlement cycle</td><td>T+1 business day</td></tr>
    <tr><td>Rolling reserve</td><td>5% for 90 days</td></tr>
  </tbody>
</table>
<p>Fees are invoiced monthly. The full terms are published at
<a href="https://example.com/terms/merchant-services">example.com/terms/merchant-services</a>.</p>
<p><strong>${tenant}</strong>, merchant onboarding team</p>
`

/**
 * A body pasted from a partner's template with markup a viewer must never run: a script, event handlers and
 * javascript: and data: links. The viewer sanitizes it; the end-to-end test proves nothing runs.
 */
const pastedFromPartner = (merchant: string) => `
<h2>Partner referral terms for ${merchant}</h2>
<p>These terms come from our referral partner's template.</p>
<script>alert('script ran')</script>
<img src="/missing-partner-logo.png" alt="Partner logo" onerror="alert('onerror ran')">
<p onclick="alert('onclick ran')">Referral commission is paid quarterly.</p>
<p><a href="javascript:alert('link ran')">Open the partner portal</a> ·
<a href="data:text/html,<script>alert(1)</script>">Download the annex</a> ·
<a href="https://example.com/partners">Partner programme</a></p>
`

interface Document {
  kind: 'proposal' | 'agreement'
  merchantId: number
  status: string
  version: number
  entries: Entry[]
  monthlyMinimum: number
  rejectReason?: string
  /** Every document is the standard letter unless it says otherwise. */
  body?: (merchant: string) => string
  /** The price book its fees come from (Northwind's standard one for the seeded documents). */
  pricebookId?: number
  /** The one-off and monthly fees, when they are not the seeded documents' ones. */
  fees?: OneOffFees
  /** The currency its fixed fees are in, when it is not the tenant's. */
  currency?: string
}

export interface OneOffFees {
  boardingFee: number
  accountConfigurationFee: number
  bankAccountSetupFee: number
  gatewayMonthlyAccess: number
}

const seededFees: OneOffFees = {
  boardingFee: 149,
  accountConfigurationFee: 49.5,
  bankAccountSetupFee: 25,
  gatewayMonthlyAccess: 9.99,
}

const document = (
  kind: Document['kind'],
  merchantId: number,
  status: string,
  version: number,
  entries: Entry[],
  monthlyMinimum: number,
  extra: Pick<Document, 'rejectReason' | 'body'> = {},
): Document => ({ kind, merchantId, status, version, entries, monthlyMinimum, ...extra })

// Acme Coffee (merchant@sandbox.test) has one of each state to try; every other merchant gets one of each kind.
const acme: Document[] = [
  document('proposal', 1, 'PendingApproval', 2, [cardAcquiring(1.4), alternativeMethods], 25),
  document('proposal', 1, 'PendingApproval', 1, [cardAcquiring(1.9), payouts], 40),
  document('proposal', 1, 'Rejected', 1, [cardAcquiring(2.1)], 60, {
    rejectReason: 'The monthly minimum is too high for our volume.',
  }),
  document('proposal', 1, 'PendingApproval', 1, [alternativeMethods], 0, { body: pastedFromPartner }),
  document('agreement', 1, 'PendingAcceptance', 3, [cardAcquiring(1.4), alternativeMethods, payouts], 25),
  document('agreement', 1, 'Accepted', 2, standardTerms, 30),
  document('agreement', 1, 'Created', 1, [cardAcquiring(1.8)], 35),
]

interface MerchantRow {
  id: number
  tenantId: number
  name: string
  tenant: string
}

const merchantColumns = `SELECT m.id, m.tenant_id AS tenantId, m.legal_business_name AS name, t.name AS tenant
  FROM merchants m JOIN tenants t ON t.id = m.tenant_id`

/** Inserts one document for a merchant and returns its id. */
function insertDocument(db: SandboxDatabase, merchant: MerchantRow, doc: Document, created: Date): number {
  const names = new Map(
    (db.prepare('SELECT id, name, symbol FROM fee_types').all() as { id: number; name: string; symbol: string }[]).map(
      (row) => [row.id, row],
    ),
  )
  // Fee items are numbered across all documents, as a price book's entries are.
  const { last } = db
    .prepare(
      `SELECT COALESCE(MAX(json_extract(item.value, '$.id')), 0) AS last
       FROM commercial_documents, json_each(entries) AS entry, json_each(entry.value, '$.items') AS item`,
    )
    .get() as { last: number }
  let itemId = last + 1
  const entries = doc.entries.map((entry) => ({
    productId: entry.productId,
    productName: entry.productName,
    items: entry.items.map(([feeTypeId, value]) => ({
      id: itemId++,
      feeTypeId,
      feeTypeName: names.get(feeTypeId)!.name,
      feeSymbol: names.get(feeTypeId)!.symbol === '%' ? '%' : (doc.currency ?? baseCurrencyOf(db, merchant.tenantId)),
      value,
    })),
  }))
  const result = db
    .prepare(
      `INSERT INTO commercial_documents (kind, tenant_id, merchant_id, created, version, status, reject_reason, body,
         pricebook_id, boarding_fee, account_configuration_fee, bank_account_setup_fee, monthly_minimum_fee,
         gateway_monthly_access, entries)
       VALUES (@kind, @tenantId, @merchantId, @created, @version, @status, @rejectReason, @body, @pricebookId,
         @boardingFee, @accountConfigurationFee, @bankAccountSetupFee, @monthlyMinimum, @gatewayMonthlyAccess, @entries)`,
    )
    .run({
      kind: doc.kind,
      tenantId: merchant.tenantId,
      merchantId: merchant.id,
      created: created.toISOString(),
      version: doc.version,
      status: doc.status,
      rejectReason: doc.rejectReason ?? null,
      body: doc.body?.(merchant.name) ?? letter(merchant.name, merchant.tenant, doc.kind, doc.version),
      monthlyMinimum: doc.monthlyMinimum,
      entries: JSON.stringify(entries),
      pricebookId: doc.pricebookId ?? 1,
      ...(doc.fees ?? seededFees),
    })
  return Number(result.lastInsertRowid)
}

/** Fee types, and proposals and agreements for the seeded merchants (only into an empty table). */
export function seedCommercialDocuments(db: SandboxDatabase): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM commercial_documents').get() as { n: number }
  if (existing.n > 0) return
  const feeType = db.prepare('INSERT OR IGNORE INTO fee_types (id, name, symbol, charged_on) VALUES (?, ?, ?, ?)')
  for (const row of feeTypes) feeType.run(...row)
  const merchants = db.prepare(`${merchantColumns} ORDER BY m.id`).all() as MerchantRow[]
  const others = merchants
    .filter((merchant) => merchant.id !== 1)
    .flatMap((merchant) => [
      document('proposal', merchant.id, 'PendingApproval', 1, [cardAcquiring(1.7)], 30),
      document('agreement', merchant.id, 'Accepted', 1, standardTerms, 30),
    ])
  for (const [index, seeded] of [...acme, ...others].entries()) {
    const merchant = merchants.find((m) => m.id === seeded.merchantId)!
    // A fixed calendar so the seed is the same on every machine: one document a day back from 1 Nov 2026.
    insertDocument(db, merchant, seeded, new Date(Date.UTC(2026, 10, 1) - index * 86_400_000))
  }
}

/**
 * A tenant sends a merchant a new proposal (PendingApproval) or agreement (PendingAcceptance), as the tenant's
 * CRM would: `paydeck-sandbox send proposal --merchant EMAIL`; the merchant's users are notified. Returns the new
 * document's id.
 */
export function sendCommercialDocument(db: SandboxDatabase, kind: Document['kind'], merchantEmail: string): number {
  const merchant = db
    .prepare(`${merchantColumns} JOIN users u ON u.merchant_id = m.id WHERE u.email = ?`)
    .get(merchantEmail) as MerchantRow | undefined
  if (!merchant) throw new Error(`${merchantEmail} is not a merchant user of the sandbox.`)
  const status = kind === 'proposal' ? 'PendingApproval' : 'PendingAcceptance'
  const doc = document(kind, merchant.id, status, 1, [cardAcquiring(1.5), alternativeMethods], 20)
  const id = insertDocument(db, merchant, doc, new Date())
  notifyDocumentSent(db, id)
  return id
}

/**
 * A tenant sends a merchant of theirs a proposal made from a price book: its products and fees as they are now
 * (a later change to the price book does not change a proposal sent), and the one-off fees given. The merchant's
 * users are notified. Returns the new proposal's id.
 */
export function sendPricebookProposal(
  db: SandboxDatabase,
  merchantId: number,
  pricebookId: number,
  products: readonly { id: number; name: string; entries: readonly { feeTypeId: number; value: number }[] }[],
  fees: OneOffFees & { monthlyMinimumFee: number },
  currency: string,
): number {
  const merchant = db.prepare(`${merchantColumns} WHERE m.id = ?`).get(merchantId) as MerchantRow
  const { version } = db
    .prepare(
      "SELECT COALESCE(MAX(version), 0) + 1 AS version FROM commercial_documents WHERE merchant_id = ? AND kind = 'proposal'",
    )
    .get(merchantId) as { version: number }
  const doc: Document = {
    ...document(
      'proposal',
      merchantId,
      'PendingApproval',
      version,
      products.map((product) => ({
        productId: product.id,
        productName: product.name,
        items: product.entries.map((entry) => [entry.feeTypeId, entry.value] as [number, number]),
      })),
      fees.monthlyMinimumFee,
    ),
    pricebookId,
    fees,
    currency,
  }
  const id = insertDocument(db, merchant, doc, new Date())
  notifyDocumentSent(db, id)
  return id
}
