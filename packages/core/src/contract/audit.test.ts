import { describe, expect, it } from 'vitest'
import { auditActionLabels, auditTargetLabels } from '../labels/audit-labels'
import { labelLocales } from '../labels/label-words'
import { auditActionOf, auditActions, auditTargetTypes, signInActions, unauditedCalls } from './audit'
import { routeAreas } from './routes'

const declared = routeAreas.flatMap((area) => Object.entries(area.routes))
const changes = declared.filter(([, route]) => route.method !== 'GET')

describe('the audit trail’s table', () => {
  it('puts every call that changes something on the trail, or says why not', () => {
    const neither = changes
      .filter(([name]) => auditActionOf(name) === undefined && !(name in unauditedCalls))
      .map(([name]) => name)
    expect(neither).toEqual([])
    const names = new Set(declared.map(([name]) => name))
    expect(Object.keys(unauditedCalls).filter((name) => !names.has(name))).toEqual([])
  })

  it('finds each action’s target where its call carries it', () => {
    const wrong = changes.flatMap(([name, route]) => {
      const key = auditActionOf(name)
      if (!key) return []
      const { id } = auditActions[key]
      if (typeof id === 'object' && 'param' in id && !route.path.includes(`{${id.param}}`)) return [`${name}: path`]
      if (typeof id === 'object' && 'body' in id && !route.body) return [`${name}: body`]
      return []
    })
    expect(wrong).toEqual([])
  })

  it('has an action for each call and sign-in event, and words for each in every language', () => {
    const used = new Set([...changes.map(([name]) => auditActionOf(name)), ...signInActions])
    expect(Object.keys(auditActions).filter((key) => !used.has(key as never))).toEqual([])
    for (const locale of labelLocales) {
      expect(Object.keys(auditActionLabels[locale]).sort()).toEqual(Object.keys(auditActions).sort())
      expect(Object.keys(auditTargetLabels[locale]).sort()).toEqual([...auditTargetTypes].sort())
    }
  })
})
