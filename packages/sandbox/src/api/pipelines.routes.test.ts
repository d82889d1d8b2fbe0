import { afterAll, describe, expect, it } from 'vitest'
import type { Pipeline } from '@paydeck/core/pipelines'
import type { TotalCountPage } from '@paydeck/core'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const ADMIN = 'tenant@sandbox.test'

describe('pipelines', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const call = (path: string, method = 'GET', body?: unknown, email = ADMIN) =>
    api.call(email, `crm/${path}`, { method, body })
  const pipeline = async (id: number) => (await (await call(`pipelines/${id}`)).json()) as Pipeline
  const created = async (name: string) =>
    (await (
      await call('pipelines', 'POST', { name, isForOpportunities: true, isForProjects: false })
    ).json()) as Pipeline

  it('lists the tenant’s seeded pipelines with their stages and the elements in them', async () => {
    const page = (await (await call('pipelines?pageIndex=0&pageSize=20')).json()) as TotalCountPage<Pipeline>
    expect(page.data.map((p) => p.name)).toEqual(['Merchant acquisition', 'Merchant onboarding'])
    const [acquisition] = page.data
    expect(acquisition!.stages.map((stage) => stage.name)).toEqual([
      'Lead',
      'Qualified',
      'Proposal sent',
      'Negotiation',
      'Contract signed',
    ])
    expect(acquisition!.stages.filter((stage) => stage.isDefault).map((stage) => stage.name)).toEqual(['Lead'])
    const open = acquisition!.stages.reduce((sum, stage) => sum + stage.openElements, 0)
    expect(open).toBe(acquisition!.openElements)
    expect(acquisition!.openElements + acquisition!.closedElements).toBe(60)
  })

  it('keeps pipelines to their tenant and their managers', async () => {
    const mine = (await (await call('pipelines')).json()) as TotalCountPage<Pipeline>
    const theirs = await api.call('bosphorus@sandbox.test', `crm/pipelines/${mine.data[0]!.id}`)
    expect(theirs.status).toBe(404)
    // Bosphorus Pay works in Turkish: its own pipelines are named in its words.
    const bosphorus = (await (
      await api.call('bosphorus@sandbox.test', 'crm/pipelines')
    ).json()) as TotalCountPage<Pipeline>
    expect(bosphorus.data.map((pipeline) => pipeline.name)).toEqual(['Üye işyeri kazanımı', 'Üye işyeri katılımı'])
    expect(bosphorus.data[0]!.stages[0]!.name).toBe('Potansiyel müşteri')
    expect((await call('pipelines', 'GET', undefined, 'analyst@sandbox.test')).status).toBe(403)
    expect((await api.call('merchant@sandbox.test', 'pipelines')).status).toBe(403)
  })

  it('refuses a nameless pipeline and one for nothing, saying why', async () => {
    const response = await call('pipelines', 'POST', { name: ' ', isForOpportunities: false, isForProjects: false })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      name: ['Name the pipeline.'],
      isForOpportunities: ['A pipeline is for opportunities, projects or both.'],
    })
  })

  it('adds stages, keeps one default, reorders them and refuses a repeated name', async () => {
    const { id } = await created('Partnerships')
    for (const [name, probability] of [
      ['Intro', 10],
      ['Pilot', 40.5],
      ['Signed', 100],
    ] as const)
      expect((await call(`pipelines/${id}/stages`, 'POST', { name, probability, isDefault: false })).status).toBe(201)
    let stages = (await pipeline(id)).stages
    expect(stages.map((stage) => [stage.name, stage.sortOrder, stage.isDefault])).toEqual([
      ['Intro', 1, true],
      ['Pilot', 2, false],
      ['Signed', 3, false],
    ])
    const twice = await call(`pipelines/${id}/stages`, 'POST', { name: 'pilot', probability: 5, isDefault: false })
    expect((await twice.json()).errors.name).toEqual(['This pipeline already has a stage named pilot.'])
    const tooLikely = await call(`pipelines/${id}/stages`, 'POST', { name: 'X', probability: 101, isDefault: false })
    expect((await tooLikely.json()).errors.probability).toEqual(['Probability is a percentage from 0 to 100.'])

    const pilot = stages[1]!
    await call(`pipelines/${id}/stages/${pilot.id}`, 'PUT', { name: 'Pilot', probability: 40.5, isDefault: true })
    const reordered = [stages[2]!.id, stages[0]!.id, pilot.id]
    const response = await call(`pipelines/${id}/patch`, 'PATCH', { stageIds: reordered })
    stages = ((await response.json()) as Pipeline).stages
    expect(stages.map((stage) => [stage.name, stage.isDefault])).toEqual([
      ['Signed', false],
      ['Intro', false],
      ['Pilot', true],
    ])
    expect((await call(`pipelines/${id}/patch`, 'PATCH', { stageIds: reordered.slice(1) })).status).toBe(400)
  })

  it('refuses to delete a stage or a pipeline that open elements stand in, and to stop serving them', async () => {
    const [acquisition] = ((await (await call('pipelines')).json()) as TotalCountPage<Pipeline>).data
    const busy = acquisition!.stages.find((stage) => stage.openElements > 0)!
    const stage = await call(`pipelines/${acquisition!.id}/stages/${busy.id}`, 'DELETE')
    expect(stage.status).toBe(409)
    expect((await stage.json()).detail).toMatch(new RegExp(`open opportunities or projects are at ${busy.name}`))
    expect((await call(`pipelines/${acquisition!.id}`, 'DELETE')).status).toBe(409)
    const uncheck = await (await call(`pipelines/${acquisition!.id}/uncheck`)).json()
    expect(uncheck).toMatchObject({ canUncheckOpportunities: false, canUncheckProjects: true })
    const stop = await call(`pipelines/${acquisition!.id}`, 'PUT', {
      name: acquisition!.name,
      isForOpportunities: false,
      isForProjects: true,
    })
    expect(stop.status).toBe(409)
  })

  it('replaces the stages with PUT and deletes an empty pipeline', async () => {
    const { id } = await created('Resellers')
    await call(`pipelines/${id}/stages`, 'POST', { name: 'First', probability: 10, isDefault: true })
    const [first] = (await pipeline(id)).stages
    const put = await call(`pipelines/${id}`, 'PUT', {
      name: 'Resellers EU',
      isForOpportunities: true,
      isForProjects: true,
      stages: [
        { name: 'Contacted', probability: 5, isDefault: false },
        { id: first!.id, name: 'First call', probability: 15, isDefault: true },
      ],
    })
    const saved = (await put.json()) as Pipeline
    expect(saved.name).toBe('Resellers EU')
    expect(saved.stages.map((stage) => [stage.name, stage.probability, stage.isDefault])).toEqual([
      ['Contacted', 5, false],
      ['First call', 15, true],
    ])
    expect((await call(`pipelines/${id}`, 'DELETE')).status).toBe(204)
    expect((await call(`pipelines/${id}`)).status).toBe(404)
  })
})
