import type { SandboxDatabase } from '../db/database'
import { hashPassword } from '../auth/passwords'
import { createRandom, type Random } from './random'
import {
  crmPermissions,
  merchantPermissions,
  merchantStaffPermissions,
  platformPermissions,
  serviceDeskPermissions,
  supportAgentPermissions,
  transactionAnalystPermissions,
} from './permissions'
import { seedNotifications } from '../notifications/events'
import { seedCommercialDocuments } from './commercial-documents'
import { seedTickets } from './tickets'
import { seedWidgets } from '../dashboard/seed-widgets'
import { seedPipelines } from '../pipelines/seed-pipelines'
import { seedPricebooks } from '../pricebooks/seed-pricebooks'
import { seedTotpSecrets } from '../auth/sca'
import { createBookRollups, createLookupIndexes, DEFAULT_TRANSACTIONS, seedBookOfBusiness } from './book-of-business'
import { seedPidRelationships } from '../transactions/pid'
import { seedDisputes } from '../disputes/dispute-seed'
import { countries, currencies, languages, paymentMethods, serviceProviders } from './reference-data'

export const DEMO_PASSWORD = 'paydeck'
export const SEED = 20261122

/** The demo accounts the README lists; every one signs in with DEMO_PASSWORD. */
export const demoAccounts = [
  { email: 'merchant@sandbox.test', description: 'merchant (Acme Coffee Ltd, live processing)' },
  { email: 'sandbox-merchant@sandbox.test', description: 'merchant (Sandbox Outfitters Ltd, SandboxEnabled)' },
  {
    email: 'tenant@sandbox.test',
    description: 'tenant staff, administrator, every CRM permission (Northwind Payments)',
  },
  { email: 'agent@sandbox.test', description: 'tenant staff with CRM.Support.Lookup and little else' },
  {
    email: 'analyst@sandbox.test',
    description: 'tenant staff who look transactions up (CRM.Transaction.View) and may act on none',
  },
  { email: 'platform@sandbox.test', description: 'platform staff' },
  { email: 'bosphorus@sandbox.test', description: 'tenant staff administrator of the second tenant (Bosphorus Pay)' },
  { email: 'harbor-merchant@sandbox.test', description: 'merchant (Harbor Books Ltd, NoProcessing)' },
  {
    email: 'meridian@sandbox.test',
    description: 'tenant staff administrator of Meridian Acquiring (Entreprise layout)',
  },
  {
    email: 'atlas@sandbox.test',
    description: 'tenant staff administrator of Atlas Merchant Services (Material layout)',
  },
  {
    email: 'desk@sandbox.test',
    description: 'tenant staff of Northwind’s Service Desk role, whose permissions administrators change',
  },
  {
    email: 'bosphorus-ops@sandbox.test',
    description: 'tenant staff of Bosphorus Pay (Operations role), whose account its administrators manage',
  },
  {
    email: 'acme-staff@sandbox.test',
    description: 'merchant staff of Acme Coffee Ltd (another merchant role than merchant@: dashboards per role)',
  },
] as const

const defaultTheme = {
  layoutName: 'vertical-layout-1',
  sidebarBackgroundColor: '#2e43fe',
  headerBackgroundColor: '#ffffff',
  mainBackgroundColor: '#f5f5f5',
  primaryColor: '#09d0bd',
  textColor: '#404040',
  buttonsLinkColor: '#2e43fe',
  buttonsLinkColorRGB: '46, 67, 254',
}

const bosphorusTheme = {
  layoutName: 'vertical-v2',
  sidebarBackgroundColor: '#1f2937',
  headerBackgroundColor: '#0f766e',
  mainBackgroundColor: '#f8fafc',
  primaryColor: '#f59e0b',
  textColor: '#111827',
  buttonsLinkColor: '#0f766e',
  buttonsLinkColorRGB: '15, 118, 110',
}

const meridianTheme = {
  layoutName: 'Entreprise',
  sidebarBackgroundColor: '#4c1d95',
  headerBackgroundColor: '#312e81',
  mainBackgroundColor: '#f4f4f5',
  primaryColor: '#a78bfa',
  textColor: '#18181b',
  buttonsLinkColor: '#5b21b6',
  buttonsLinkColorRGB: '91, 33, 182',
}

const atlasTheme = {
  layoutName: 'Material',
  sidebarBackgroundColor: '#b91c1c',
  headerBackgroundColor: '#991b1b',
  mainBackgroundColor: '#fafaf9',
  primaryColor: '#fbbf24',
  textColor: '#1c1917',
  buttonsLinkColor: '#b91c1c',
  buttonsLinkColorRGB: '185, 28, 28',
}

/**
 * Fills an empty database; a database that already has tenants is left as it is, but for data a later schema
 * version added. The book of business holds `transactions` transactions (only ever seeded into an empty table).
 */
export function seedDatabase(db: SandboxDatabase, transactions = DEFAULT_TRANSACTIONS): void {
  if (db.prepare("SELECT 1 FROM settings WHERE key = 'seeding'").get())
    throw new Error('The sandbox stopped while seeding this database: delete it (--data) and start again.')
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM tenants').get() as { n: number }
  db.transaction(() => {
    if (seeded.n === 0) {
      const random = createRandom(SEED)
      seedReferenceData(db)
      seedOrganisations(db, random)
      seedUsers(db)
    }
    seedCommercialDocuments(db)
    seedPricebooks(db)
    seedNotifications(db)
    seedTickets(db)
    seedPipelines(db)
    seedTotpSecrets(db, new Set(demoAccounts.map((account) => account.email)))
    seedWidgets(db)
  })()
  const book = () => {
    seedBookOfBusiness(db, transactions)
    createLookupIndexes(db)
    // Played like the network's own moves, after the book's story and before its sums: a dispute's move at a
    // million rows would otherwise move its day's sums each time (minutes of a fresh sandbox's start).
    seedDisputes(db)
    createBookRollups(db)
  }
  if (db.prepare('SELECT 1 FROM transactions LIMIT 1').get()) book()
  else withoutJournal(db, book)
  seedPidRelationships(db)
}

/** The page cache while the book is written: 512 MiB, taken only as the pages are read. */
const SEED_CACHE_KIB = 512 * 1024

/**
 * Writes an empty book without a journal (gigabytes at a million transactions, each page written once instead of
 * twice). A sandbox stopped meanwhile leaves a book it cannot trust: the next start says so instead of serving it.
 */
function withoutJournal(db: SandboxDatabase, write: () => void): void {
  const journal = db.pragma('journal_mode', { simple: true }) as string
  const synchronous = db.pragma('synchronous', { simple: true }) as number
  const marked = (value: boolean) =>
    value
      ? db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('seeding', 'book')").run()
      : db.prepare("DELETE FROM settings WHERE key = 'seeding'").run()
  const cache = db.pragma('cache_size', { simple: true }) as number
  marked(true)
  db.pragma('journal_mode = OFF')
  db.pragma('synchronous = OFF')
  // The webhooks of the book's story read each event and its payment in the book's time order, which is not the order
  // their rows lie in: with the default 2 MB of cache each is a read from the file (4 s more at a million).
  db.pragma(`cache_size = ${-SEED_CACHE_KIB}`)
  try {
    write()
  } finally {
    db.pragma(`journal_mode = ${journal}`)
    db.pragma(`synchronous = ${synchronous}`)
    db.pragma(`cache_size = ${cache}`)
  }
  marked(false)
}

function seedReferenceData(db: SandboxDatabase) {
  const country = db.prepare('INSERT INTO countries (iso_code, name, is_active) VALUES (?, ?, ?)')
  for (const c of countries()) country.run(c.isoCode, c.name, Number(c.isActive))
  const currency = db.prepare('INSERT INTO currencies (code, name, decimal_places, is_active) VALUES (?, ?, ?, ?)')
  for (const c of currencies()) currency.run(c.code, c.name, c.decimalPlaces, Number(c.isActive))
  const language = db.prepare('INSERT INTO languages (code, name, is_active) VALUES (?, ?, ?)')
  for (const l of languages()) language.run(l.code, l.name, Number(l.isActive))
  const method = db.prepare('INSERT INTO payment_methods (code, name, is_active) VALUES (?, ?, ?)')
  for (const m of paymentMethods) method.run(m.code, m.name, Number(m.isActive))
  const provider = db.prepare('INSERT INTO service_providers (name, is_active) VALUES (?, ?)')
  for (const p of serviceProviders) provider.run(p.name, Number(p.isActive))
}

const nameParts = {
  first: ['Blue', 'Copper', 'Linden', 'Granite', 'Saffron', 'Maple', 'Harbor', 'Juniper', 'Aurora', 'Cedar', 'Tulip'],
  second: ['Bakery', 'Travel', 'Electronics', 'Florist', 'Games', 'Pharmacy', 'Apparel', 'Hotels', 'Garden', 'Tickets'],
  suffix: ['Ltd', 'GmbH', 'A.S.', 'AB', 'BV', 'SAS'],
}

function merchantName(random: Random, taken: Set<string>): string {
  for (;;) {
    const name = `${random.pick(nameParts.first)} ${random.pick(nameParts.second)} ${random.pick(nameParts.suffix)}`
    if (!taken.has(name)) return (taken.add(name), name)
  }
}

function seedOrganisations(db: SandboxDatabase, random: Random) {
  const tenant = db.prepare(
    `INSERT INTO tenants (id, name, is_default, support_email, layout_name, theme, favicon_source, checkout_logo_source, login_template)
     VALUES (@id, @name, @isDefault, @supportEmail, @layoutName, @theme, @favicon, @logo, @loginTemplate)`,
  )
  const tenants = [
    [1, 'Northwind Payments', 1, 'support@northwind.sandbox.test', defaultTheme],
    [2, 'Bosphorus Pay', 0, 'destek@bosphorus.sandbox.test', bosphorusTheme],
    [3, 'Meridian Acquiring', 0, 'help@meridian.sandbox.test', meridianTheme],
    [4, 'Atlas Merchant Services', 0, 'care@atlas.sandbox.test', atlasTheme],
  ] as const
  for (const [id, name, isDefault, supportEmail, theme] of tenants) {
    tenant.run({
      id,
      name,
      isDefault,
      supportEmail,
      layoutName: theme.layoutName,
      theme: JSON.stringify(theme),
      // Served by the sandbox itself (tenant-assets.ts), drawn from the tenant's name and colours.
      favicon: `/assets/tenants/${id}/favicon.svg`,
      logo: `/assets/tenants/${id}/logo.svg`,
      loginTemplate: 'default',
    })
  }
  // Bosphorus reports in lira; the others in euro (the column's default).
  db.prepare("UPDATE tenants SET base_currency = 'TRY' WHERE id = 2").run()

  const merchant = db.prepare(
    `INSERT INTO merchants (id, tenant_id, legal_business_name, boarding_stage, merchant_status, review_status,
       processing_status, activation_date, merchant_notes, description, visibility, merchant_type, time_zone)
     VALUES (@id, @tenantId, @name, @boardingStage, @status, @review, @processing, @activation, @notes, @description, 'Visible', @type, @timeZone)`,
  )
  const named = [
    { id: 1, tenantId: 1, name: 'Acme Coffee Ltd', processing: 'Live', type: 'Retail', timeZone: 'Europe/Stockholm' },
    {
      id: 2,
      tenantId: 1,
      name: 'Sandbox Outfitters Ltd',
      processing: 'SandboxEnabled',
      type: 'E-commerce',
      timeZone: 'Europe/Berlin',
    },
    {
      id: 3,
      tenantId: 2,
      name: 'Harbor Books Ltd',
      processing: 'NoProcessing',
      type: 'Retail',
      timeZone: 'Europe/Istanbul',
    },
  ]
  // Northwind's merchants across Europe (and one in India, whose offset is not whole hours); Bosphorus's in Türkiye.
  const northwindZones = ['Europe/London', 'Europe/Amsterdam', 'Europe/Madrid', 'Asia/Kolkata']
  const taken = new Set(named.map((m) => m.name))
  const generated = Array.from({ length: 16 }, (_, index) => ({
    id: 4 + index,
    tenantId: index % 2 === 0 ? 1 : 2,
    name: merchantName(random, taken),
    processing: random.pick(['Live', 'Live', 'Live', 'SandboxEnabled']),
    type: random.pick(['Retail', 'E-commerce', 'Travel', 'Gaming']),
    timeZone: index % 2 === 0 ? northwindZones[(index / 2) % northwindZones.length]! : 'Europe/Istanbul',
  }))
  for (const m of [...named, ...generated]) {
    const activated = new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28)))
    merchant.run({
      ...m,
      boardingStage: 'Completed',
      status: 'Active',
      review: 'Approved',
      activation: activated.toISOString(),
      notes: null,
      description: `${m.name} takes card and alternative payments through ${m.tenantId === 1 ? 'Northwind' : 'Bosphorus'}.`,
    })
  }
}

function seedUsers(db: SandboxDatabase) {
  const role = db.prepare('INSERT INTO roles (id, name, user_level, tenant_id) VALUES (?, ?, ?, ?)')
  const grant = db.prepare('INSERT INTO role_permissions (role_id, permission) VALUES (?, ?)')
  // Roles shared by every tenant (tenant null: the platform's to change), and Northwind's own.
  const roles: [number, string, number, number | null, readonly string[]][] = [
    [1, 'Merchant Administrator', 0, null, merchantPermissions],
    [2, 'Tenant Administrator', 1, null, crmPermissions],
    [3, 'Support Agent', 1, 1, supportAgentPermissions],
    [4, 'Platform Operator', 2, null, platformPermissions],
    // A merchant's staff who may not open proposals or agreements (the bell's permission message, seed 002).
    [5, 'Merchant Staff', 0, null, merchantStaffPermissions],
    [6, 'Transaction Analyst', 1, 1, transactionAnalystPermissions],
    // Northwind's service desk, whose permissions its administrators change (issue 18's roles).
    [7, 'Service Desk', 1, 1, serviceDeskPermissions],
    // Bosphorus's operations staff, whose accounts its administrators activate and deactivate (issue 18's users).
    [8, 'Operations', 1, 2, serviceDeskPermissions],
  ]
  for (const [id, name, level, tenant, permissions] of roles) {
    role.run(id, name, level, tenant)
    for (const permission of permissions) grant.run(id, permission)
  }

  const user = db.prepare(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type, tenant_id, merchant_id, role_id,
       is_administrator, time_zone, last_login_time)
     VALUES (@email, @hash, @first, @last, @type, @tenant, @merchant, @role, @admin, @zone, NULL)`,
  )
  const people = [
    ['merchant@sandbox.test', 'Maya', 'Lindqvist', 'merchant', 1, 1, 1, 1, 'Europe/Stockholm'],
    ['sandbox-merchant@sandbox.test', 'Tomas', 'Berg', 'merchant', 1, 2, 1, 1, 'Europe/Berlin'],
    ['harbor-merchant@sandbox.test', 'Selin', 'Aydin', 'merchant', 2, 3, 5, 1, 'Europe/Istanbul'],
    ['tenant@sandbox.test', 'Elif', 'Kaya', 'crm', 1, null, 2, 1, 'Europe/London'],
    ['agent@sandbox.test', 'Daniel', 'Okafor', 'crm', 1, null, 3, 0, 'Europe/London'],
    ['analyst@sandbox.test', 'Noah', 'Jansen', 'crm', 1, null, 6, 0, 'Europe/Amsterdam'],
    ['bosphorus@sandbox.test', 'Can', 'Demir', 'crm', 2, null, 2, 1, 'Europe/Istanbul'],
    ['platform@sandbox.test', 'Priya', 'Raman', 'platform', 1, null, 4, 1, 'UTC'],
    ['meridian@sandbox.test', 'Jonas', 'Weber', 'crm', 3, null, 2, 1, 'Europe/Zurich'],
    ['atlas@sandbox.test', 'Amara', 'Nwosu', 'crm', 4, null, 2, 1, 'Africa/Lagos'],
    ['acme-staff@sandbox.test', 'Ola', 'Nordmann', 'merchant', 1, 1, 5, 0, 'Europe/Oslo'],
    ['desk@sandbox.test', 'Lena', 'Fischer', 'crm', 1, null, 7, 0, 'Europe/Berlin'],
    ['bosphorus-ops@sandbox.test', 'Deniz', 'Yilmaz', 'crm', 2, null, 8, 0, 'Europe/Istanbul'],
  ] as const
  for (const [email, first, last, type, tenant, merchant, roleId, admin, zone] of people) {
    user.run({
      email,
      hash: hashPassword(DEMO_PASSWORD),
      first,
      last,
      type,
      tenant,
      merchant,
      role: roleId,
      admin,
      zone,
    })
  }
}
