import type { SandboxDatabase } from '../db/database'
import { baseCurrencyOf } from '../dashboard/exchange-rates'
import { createRandom } from '../seed/random'

// Each tenant's two pipelines: winning merchants (opportunities) and boarding them (projects), with the prospects
// and merchants in them at every stage, some closed with each of seed 002's state names.

const DAY = 86_400_000
const wonStates = new Set(['Won', 'GoLive', 'Converted'])

const acquisition = {
  name: 'Merchant acquisition',
  kind: 'opportunity' as const,
  stages: [
    ['Lead', 10],
    ['Qualified', 25],
    ['Proposal sent', 50],
    ['Negotiation', 75],
    ['Contract signed', 90],
  ] as const,
  closedStates: ['Won', 'Won', 'Won', 'Lost', 'Lost', 'Disqualified', 'Abandoned'],
}

const onboarding = {
  name: 'Merchant onboarding',
  kind: 'project' as const,
  stages: [
    ['Kick-off', 20],
    ['KYC review', 40],
    ['Integration', 60],
    ['Testing', 80],
    ['Go-live', 100],
  ] as const,
  closedStates: ['GoLive', 'GoLive', 'Converted', 'Suspended', 'Abandoned'],
}

/** Bosphorus Pay works in Turkish: its staff named their pipelines and stages so (a tenant's data is in its words). */
const turkishNames: Record<string, string> = {
  'Merchant acquisition': 'Üye işyeri kazanımı',
  Lead: 'Potansiyel müşteri',
  Qualified: 'Nitelikli',
  'Proposal sent': 'Teklif gönderildi',
  Negotiation: 'Pazarlık',
  'Contract signed': 'Sözleşme imzalandı',
  'Merchant onboarding': 'Üye işyeri katılımı',
  'Kick-off': 'Başlangıç',
  'KYC review': 'KYC incelemesi',
  Integration: 'Entegrasyon',
  Testing: 'Test',
  'Go-live': 'Canlıya geçiş',
}
const BOSPHORUS = 2
const nameIn = (tenantId: number, name: string) => (tenantId === BOSPHORUS ? (turkishNames[name] ?? name) : name)

const prospectParts = {
  first: ['Nordic', 'Atlas', 'Lumen', 'Velvet', 'Summit', 'Orchid', 'Quartz', 'Riverside', 'Solstice', 'Willow'],
  second: ['Outdoor', 'Pets', 'Books', 'Cinemas', 'Dental', 'Airways', 'Foods', 'Fitness', 'Music', 'Rentals'],
  suffix: ['Ltd', 'GmbH', 'A.S.', 'AB', 'BV', 'SAS', 'Oy'],
}

/** Seeds every tenant's pipelines once (a database that has any keeps them as they are). */
export function seedPipelines(db: SandboxDatabase, now = Date.now()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM pipelines').get() as { n: number }
  if (existing.n > 0) return
  const random = createRandom(18)
  const tenants = db.prepare('SELECT id FROM tenants ORDER BY id').all() as { id: number }[]
  const pipeline = db.prepare(
    'INSERT INTO pipelines (tenant_id, name, is_for_opportunities, is_for_projects, updated) VALUES (?, ?, ?, ?, ?)',
  )
  const stage = db.prepare(
    'INSERT INTO pipeline_stages (pipeline_id, name, probability, sort_order, is_default) VALUES (?, ?, ?, ?, ?)',
  )
  const element = db.prepare(
    `INSERT INTO pipeline_elements (tenant_id, pipeline_id, stage_id, kind, name, merchant_id, amount, currency,
       is_closed, state_name, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const tenant of tenants) {
    const currency = baseCurrencyOf(db, tenant.id)
    const merchants = db
      .prepare('SELECT id, legal_business_name AS name FROM merchants WHERE tenant_id = ?')
      .all(tenant.id) as { id: number; name: string }[]
    for (const definition of [acquisition, onboarding]) {
      const pipelineId = Number(
        pipeline.run(
          tenant.id,
          nameIn(tenant.id, definition.name),
          Number(definition.kind === 'opportunity'),
          Number(definition.kind === 'project'),
          new Date(now - 30 * DAY).toISOString(),
        ).lastInsertRowid,
      )
      const stageIds = definition.stages.map(([name, probability], index) =>
        Number(
          stage.run(pipelineId, nameIn(tenant.id, name), probability, index + 1, Number(index === 0)).lastInsertRowid,
        ),
      )
      const count = definition.kind === 'opportunity' ? 60 : Math.max(merchants.length, 6)
      for (let index = 0; index < count; index++) {
        const closed = random.next() < 0.35
        const state = closed ? random.pick(definition.closedStates) : 'Open'
        // Elements thin out towards the last stages, as a real funnel does; a won one went all the way.
        const stageIndex = wonStates.has(state)
          ? stageIds.length - 1
          : Math.min(Math.floor(random.next() ** 1.6 * stageIds.length), stageIds.length - 1)
        const created = now - random.int(1, 180) * DAY - random.int(0, 86_399) * 1000
        const updated = created + random.next() * (now - created)
        const merchant = definition.kind === 'project' ? merchants[index % Math.max(merchants.length, 1)] : undefined
        const name =
          merchant?.name ??
          `${random.pick(prospectParts.first)} ${random.pick(prospectParts.second)} ${random.pick(prospectParts.suffix)}`
        element.run(
          tenant.id,
          pipelineId,
          stageIds[stageIndex],
          definition.kind,
          name,
          merchant?.id ?? null,
          random.int(5, 2_000) * 100_000,
          currency,
          Number(closed),
          state,
          new Date(created).toISOString(),
          new Date(updated).toISOString(),
        )
      }
    }
  }
}
