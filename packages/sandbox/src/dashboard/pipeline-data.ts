import type { WidgetData } from '@paydeck/core/dashboard'
import { baseCurrencyOf, toBase } from './exchange-rates'
import type { SourceContext } from './widget-data'

// The pipelines' data sources (seed 002's pipeline chart and the pipeline-stage cell): the open opportunities or
// projects per stage of one pipeline, and the latest moves of every element, each with where it stands.

interface StageRow {
  id: number
  name: string
  probability: number
}

/** The pipeline a widget asks for, or the tenant's first one for opportunities (then any) when it names none. */
function pipelineOf({ db, scope, query }: SourceContext): { id: number; name: string } | undefined {
  const named =
    query.pipelineId === null
      ? undefined
      : db
          .prepare('SELECT id, name FROM pipelines WHERE tenant_id = ? AND id = ?')
          .get(scope.tenantId, query.pipelineId)
  return (named ??
    db
      .prepare('SELECT id, name FROM pipelines WHERE tenant_id = ? ORDER BY is_for_opportunities DESC, id LIMIT 1')
      .get(scope.tenantId)) as { id: number; name: string } | undefined
}

const empty = (base: string): WidgetData => ({
  count: 0,
  data: [],
  totalCount: 0,
  totalVolume: 0,
  baseCurrency: base,
  alertViewModels: [],
})

/** PIPELINE_CHART: per stage in order, the open elements, their expected volume and that volume weighted. */
export function pipelineByStage(context: SourceContext): WidgetData {
  const { db, scope } = context
  const base = baseCurrencyOf(db, scope.tenantId)
  const pipeline = pipelineOf(context)
  if (!pipeline) return empty(base)
  const stages = db
    .prepare('SELECT id, name, probability FROM pipeline_stages WHERE pipeline_id = ? ORDER BY sort_order, id')
    .all(pipeline.id) as StageRow[]
  const groups = db
    .prepare(
      `SELECT stage_id AS stageId, currency, COUNT(*) AS n, SUM(amount) AS amount FROM pipeline_elements
       WHERE pipeline_id = ? AND is_closed = 0 GROUP BY stage_id, currency`,
    )
    .all(pipeline.id) as { stageId: number; currency: string; n: number; amount: number }[]
  let total = 0
  let volume = 0
  const rows = stages.map((stage, index) => {
    const own = groups.filter((group) => group.stageId === stage.id)
    const count = own.reduce((sum, group) => sum + group.n, 0)
    const stageVolume = own.reduce((sum, group) => sum + toBase(group.amount, group.currency, base), 0)
    total += count
    volume += stageVolume
    return {
      pipeline: pipeline.name,
      stage: stage.name,
      stageNumber: index + 1,
      probability: stage.probability,
      count,
      volume: Math.round(stageVolume),
      weightedVolume: Math.round((stageVolume * stage.probability) / 100),
    }
  })
  return {
    count: rows.length,
    data: rows,
    totalCount: total,
    totalVolume: Math.round(volume),
    baseCurrency: base,
    alertViewModels: [],
  }
}

/** A table of the tenant's opportunities and projects, latest change first, each with its pipeline position. */
export function pipelineElements({ db, scope, query }: SourceContext): WidgetData {
  const base = baseCurrencyOf(db, scope.tenantId)
  const where = query.pipelineId === null ? 'e.tenant_id = ?' : 'e.tenant_id = ? AND e.pipeline_id = ?'
  const params = query.pipelineId === null ? [scope.tenantId] : [scope.tenantId, query.pipelineId]
  const { n, amount } = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM pipeline_elements e WHERE ${where}`)
    .get(...params) as { n: number; amount: number }
  const elements = db
    .prepare(
      `SELECT e.id, e.name, e.kind, e.amount, e.currency, e.is_closed AS isClosed, e.state_name AS stateName,
         e.updated, e.pipeline_id AS pipelineId, p.name AS pipeline, s.name AS stage,
         (SELECT COUNT(*) FROM pipeline_stages o WHERE o.pipeline_id = e.pipeline_id
           AND (o.sort_order < s.sort_order OR (o.sort_order = s.sort_order AND o.id <= s.id))) AS stageNumber
       FROM pipeline_elements e JOIN pipelines p ON p.id = e.pipeline_id JOIN pipeline_stages s ON s.id = e.stage_id
       WHERE ${where} ORDER BY e.updated DESC, e.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, query.pageSize, query.pageIndex * query.pageSize) as {
    id: number
    name: string
    kind: string
    amount: number
    currency: string
    isClosed: number
    stateName: string
    updated: string
    pipelineId: number
    pipeline: string
    stage: string
    stageNumber: number
  }[]
  const stageNames = db.prepare('SELECT name FROM pipeline_stages WHERE pipeline_id = ? ORDER BY sort_order, id')
  const namesOf = new Map<number, string[]>()
  const rows = elements.map((element) => {
    if (!namesOf.has(element.pipelineId))
      namesOf.set(
        element.pipelineId,
        (stageNames.all(element.pipelineId) as { name: string }[]).map((stage) => stage.name),
      )
    return {
      name: element.name,
      kind: element.kind,
      pipeline: element.pipeline,
      stage: element.stage,
      volume: Math.round(toBase(element.amount, element.currency, base)),
      updated: element.updated,
      // Seed 002's pipeline element, for the pipeline-stage cell.
      pipelineId: element.pipelineId,
      currentPipelineStageNumber: element.stageNumber,
      isClosed: element.isClosed === 1,
      stateName: element.stateName,
      stages: namesOf.get(element.pipelineId)!,
    }
  })
  // count is every row of the table (the pager's total), as the other sources that page say it.
  return {
    count: n,
    data: rows,
    totalCount: n,
    totalVolume: Math.round(toBase(amount, base, base)),
    baseCurrency: base,
    alertViewModels: [],
  }
}
