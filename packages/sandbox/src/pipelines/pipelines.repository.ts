import type { Pipeline, PipelineFields, PipelineStage, StageFields, Uncheck } from '@paydeck/core/pipelines'
import type { SandboxDatabase } from '../db/database'

// A tenant's pipelines and their ordered stages (seed 002), each with the open opportunities and projects in it.

/** Why a change cannot be made as asked: the route answers 409 with the message. */
export class PipelineConflict extends Error {}

interface PipelineRow {
  id: number
  name: string
  isForOpportunities: number
  isForProjects: number
  updated: string
}

const stageColumns = `s.id, s.name, s.probability, s.activity_set_id AS activitySetId, s.sort_order AS sortOrder,
  s.is_default AS isDefault,
  (SELECT COUNT(*) FROM pipeline_elements e WHERE e.stage_id = s.id AND e.is_closed = 0) AS openElements`

type StageRow = Omit<PipelineStage, 'isDefault'> & { isDefault: number; pipelineId: number }
const toStage = ({ pipelineId: _, ...row }: StageRow): PipelineStage => ({ ...row, isDefault: row.isDefault === 1 })

function stagesOf(db: SandboxDatabase, pipelineId: number): PipelineStage[] {
  return (
    db
      .prepare(
        `SELECT ${stageColumns}, s.pipeline_id AS pipelineId FROM pipeline_stages s WHERE s.pipeline_id = ?
        ORDER BY s.sort_order, s.id`,
      )
      .all(pipelineId) as StageRow[]
  ).map(toStage)
}

function toPipeline(db: SandboxDatabase, row: PipelineRow): Pipeline {
  const { open, closed } = db
    .prepare(
      `SELECT COALESCE(SUM(is_closed = 0), 0) AS open, COALESCE(SUM(is_closed = 1), 0) AS closed
       FROM pipeline_elements WHERE pipeline_id = ?`,
    )
    .get(row.id) as { open: number; closed: number }
  return {
    id: row.id,
    name: row.name,
    isForOpportunities: row.isForOpportunities === 1,
    isForProjects: row.isForProjects === 1,
    stages: stagesOf(db, row.id),
    openElements: open,
    closedElements: closed,
    outcomes: db
      .prepare(
        `SELECT state_name AS stateName, COUNT(*) AS count FROM pipeline_elements WHERE pipeline_id = ? AND is_closed = 1
         GROUP BY state_name ORDER BY count DESC, state_name`,
      )
      .all(row.id) as Pipeline['outcomes'],
    updated: row.updated,
  }
}

const pipelineColumns = `id, name, is_for_opportunities AS isForOpportunities, is_for_projects AS isForProjects, updated`

export function pipelinePage(db: SandboxDatabase, tenantId: number, pageIndex: number, pageSize: number) {
  const rows = db
    .prepare(`SELECT ${pipelineColumns} FROM pipelines WHERE tenant_id = ? ORDER BY id LIMIT ? OFFSET ?`)
    .all(tenantId, pageSize, pageIndex * pageSize) as PipelineRow[]
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM pipelines WHERE tenant_id = ?').get(tenantId) as { n: number }
  return { data: rows.map((row) => toPipeline(db, row)), totalCount: n }
}

export function findPipeline(db: SandboxDatabase, tenantId: number, id: number): Pipeline | undefined {
  const row = db
    .prepare(`SELECT ${pipelineColumns} FROM pipelines WHERE tenant_id = ? AND id = ?`)
    .get(tenantId, id) as PipelineRow | undefined
  return row && toPipeline(db, row)
}

/** Every stage of the tenant's pipelines, pipeline by pipeline in their order. */
export function allStages(db: SandboxDatabase, tenantId: number): PipelineStage[] {
  return (
    db
      .prepare(
        `SELECT ${stageColumns}, s.pipeline_id AS pipelineId FROM pipeline_stages s
         JOIN pipelines p ON p.id = s.pipeline_id WHERE p.tenant_id = ? ORDER BY p.id, s.sort_order, s.id`,
      )
      .all(tenantId) as StageRow[]
  ).map(toStage)
}

const openOf = (db: SandboxDatabase, pipelineId: number, kind: 'opportunity' | 'project') =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM pipeline_elements WHERE pipeline_id = ? AND kind = ? AND is_closed = 0')
      .get(pipelineId, kind) as { n: number }
  ).n

/** Whether the pipeline may stop serving opportunities or projects: not while any of them is open in it. */
export function uncheckOf(db: SandboxDatabase, pipelineId: number): Uncheck {
  const openOpportunities = openOf(db, pipelineId, 'opportunity')
  const openProjects = openOf(db, pipelineId, 'project')
  return {
    canUncheckOpportunities: openOpportunities === 0,
    canUncheckProjects: openProjects === 0,
    openOpportunities,
    openProjects,
  }
}

const touch = (db: SandboxDatabase, pipelineId: number) =>
  db.prepare('UPDATE pipelines SET updated = ? WHERE id = ?').run(new Date().toISOString(), pipelineId)

export function createPipeline(db: SandboxDatabase, tenantId: number, fields: PipelineFields): number {
  return Number(
    db
      .prepare(
        'INSERT INTO pipelines (tenant_id, name, is_for_opportunities, is_for_projects, updated) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        tenantId,
        fields.name.trim(),
        Number(fields.isForOpportunities),
        Number(fields.isForProjects),
        new Date().toISOString(),
      ).lastInsertRowid,
  )
}

export function updatePipeline(db: SandboxDatabase, pipeline: Pipeline, fields: PipelineFields): void {
  const uncheck = uncheckOf(db, pipeline.id)
  if (pipeline.isForOpportunities && !fields.isForOpportunities && !uncheck.canUncheckOpportunities)
    throw new PipelineConflict(
      `${uncheck.openOpportunities} open opportunities are in this pipeline; close or move them before it stops serving opportunities.`,
    )
  if (pipeline.isForProjects && !fields.isForProjects && !uncheck.canUncheckProjects)
    throw new PipelineConflict(
      `${uncheck.openProjects} open projects are in this pipeline; close or move them before it stops serving projects.`,
    )
  db.prepare(
    'UPDATE pipelines SET name = ?, is_for_opportunities = ?, is_for_projects = ?, updated = ? WHERE id = ?',
  ).run(
    fields.name.trim(),
    Number(fields.isForOpportunities),
    Number(fields.isForProjects),
    new Date().toISOString(),
    pipeline.id,
  )
}

/** Deletes a pipeline with its stages and the closed elements it keeps; refused while any element is open in it. */
export function deletePipeline(db: SandboxDatabase, pipeline: Pipeline): void {
  if (pipeline.openElements > 0)
    throw new PipelineConflict(
      `${pipeline.openElements} open opportunities and projects are in ${pipeline.name}; close or move them first.`,
    )
  db.transaction(() => {
    db.prepare('DELETE FROM pipeline_elements WHERE pipeline_id = ?').run(pipeline.id)
    db.prepare('DELETE FROM pipeline_stages WHERE pipeline_id = ?').run(pipeline.id)
    db.prepare('DELETE FROM pipelines WHERE id = ?').run(pipeline.id)
  })()
}

/** The one default stage: the one named, or the first when none is. */
function settleDefault(db: SandboxDatabase, pipelineId: number, defaultStageId: number | null) {
  const stages = stagesOf(db, pipelineId)
  const chosen = defaultStageId ?? stages.find((stage) => stage.isDefault)?.id ?? stages[0]?.id ?? null
  db.prepare('UPDATE pipeline_stages SET is_default = (id = ?) WHERE pipeline_id = ?').run(chosen, pipelineId)
}

/** Numbers the stages 1, 2, 3 … in the given order. */
function renumber(db: SandboxDatabase, stageIds: readonly number[]) {
  const move = db.prepare('UPDATE pipeline_stages SET sort_order = ? WHERE id = ?')
  stageIds.forEach((id, index) => move.run(index + 1, id))
}

export function addStage(db: SandboxDatabase, pipelineId: number, fields: StageFields): void {
  db.transaction(() => {
    const { next } = db
      .prepare('SELECT COALESCE(MAX(sort_order), 0) + 1 AS next FROM pipeline_stages WHERE pipeline_id = ?')
      .get(pipelineId) as { next: number }
    const id = Number(
      db
        .prepare('INSERT INTO pipeline_stages (pipeline_id, name, probability, sort_order) VALUES (?, ?, ?, ?)')
        .run(pipelineId, fields.name.trim(), fields.probability, next).lastInsertRowid,
    )
    settleDefault(db, pipelineId, fields.isDefault ? id : null)
    touch(db, pipelineId)
  })()
}

export function updateStage(db: SandboxDatabase, pipelineId: number, stageId: number, fields: StageFields): void {
  db.transaction(() => {
    const wasDefault = stagesOf(db, pipelineId).find((stage) => stage.id === stageId)?.isDefault ?? false
    if (wasDefault && !fields.isDefault)
      throw new PipelineConflict('A pipeline has one default stage: make another stage the default instead.')
    db.prepare('UPDATE pipeline_stages SET name = ?, probability = ? WHERE id = ? AND pipeline_id = ?').run(
      fields.name.trim(),
      fields.probability,
      stageId,
      pipelineId,
    )
    settleDefault(db, pipelineId, fields.isDefault ? stageId : null)
    touch(db, pipelineId)
  })()
}

/**
 * Deletes a stage no open element stands at; the closed ones that ended there move to the stage before it (or the
 * next, for the first), and the default passes to the first stage if it was this one.
 */
export function deleteStage(db: SandboxDatabase, pipelineId: number, stage: PipelineStage): void {
  if (stage.openElements > 0)
    throw new PipelineConflict(
      `${stage.openElements} open opportunities or projects are at ${stage.name}; move them to another stage first.`,
    )
  db.transaction(() => {
    const others = stagesOf(db, pipelineId).filter((other) => other.id !== stage.id)
    const heir = [...others].reverse().find((other) => other.sortOrder < stage.sortOrder) ?? others[0]
    if (heir) db.prepare('UPDATE pipeline_elements SET stage_id = ? WHERE stage_id = ?').run(heir.id, stage.id)
    else db.prepare('DELETE FROM pipeline_elements WHERE stage_id = ?').run(stage.id)
    db.prepare('DELETE FROM pipeline_stages WHERE id = ?').run(stage.id)
    renumber(
      db,
      others.map((other) => other.id),
    )
    settleDefault(db, pipelineId, null)
    touch(db, pipelineId)
  })()
}

/** A new order: every stage id of the pipeline once; false when the list is not exactly that. */
export function reorderStages(db: SandboxDatabase, pipeline: Pipeline, stageIds: readonly number[]): boolean {
  const known = new Set(pipeline.stages.map((stage) => stage.id))
  if (stageIds.length !== known.size || new Set(stageIds).size !== known.size) return false
  if (!stageIds.every((id) => known.has(id))) return false
  db.transaction(() => {
    renumber(db, stageIds)
    touch(db, pipeline.id)
  })()
  return true
}

/**
 * PUT /pipelines/{id} with stages: the pipeline's fields, and its stages as listed, in that order. A listed stage
 * with an id is updated, one without is added, and a stage left out is deleted (under deleteStage's rule).
 */
export function replaceStages(
  db: SandboxDatabase,
  pipeline: Pipeline,
  stages: readonly (StageFields & { id?: number })[],
): void {
  db.transaction(() => {
    const kept = new Set(stages.flatMap((stage) => (stage.id === undefined ? [] : [stage.id])))
    for (const stage of pipeline.stages) if (!kept.has(stage.id)) deleteStage(db, pipeline.id, stage)
    const order: number[] = []
    let defaultId: number | null = null
    const insert = db.prepare(
      'INSERT INTO pipeline_stages (pipeline_id, name, probability, sort_order) VALUES (?, ?, ?, 0)',
    )
    const update = db.prepare('UPDATE pipeline_stages SET name = ?, probability = ? WHERE id = ? AND pipeline_id = ?')
    for (const stage of stages) {
      const id =
        stage.id === undefined
          ? Number(insert.run(pipeline.id, stage.name.trim(), stage.probability).lastInsertRowid)
          : (update.run(stage.name.trim(), stage.probability, stage.id, pipeline.id), stage.id)
      order.push(id)
      if (stage.isDefault) defaultId = id
    }
    renumber(db, order)
    settleDefault(db, pipeline.id, defaultId)
    touch(db, pipeline.id)
  })()
}

/** A pipeline's fields and (when sent) its whole list of stages, changed as one. */
export function savePipeline(
  db: SandboxDatabase,
  pipeline: Pipeline,
  fields: PipelineFields,
  stages?: Parameters<typeof replaceStages>[2],
): void {
  db.transaction(() => {
    updatePipeline(db, pipeline, fields)
    if (stages) replaceStages(db, pipeline, stages)
  })()
}
