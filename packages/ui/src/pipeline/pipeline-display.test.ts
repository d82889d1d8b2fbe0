import { describe, expect, it } from 'vitest'
import { pipelineMarkers } from './pipeline-display'

describe('pipelineMarkers', () => {
  it('marks the stages up to the current one reached', () => {
    expect(pipelineMarkers({ stageCount: 4, currentStageNumber: 2, isClosed: false, stateName: 'Open' })).toEqual([
      'reached',
      'reached',
      'unreached',
      'unreached',
    ])
  })

  it('marks every stage reached once the element is closed, the last by its state', () => {
    expect(pipelineMarkers({ stageCount: 3, currentStageNumber: 1, isClosed: true, stateName: 'Lost' })).toEqual([
      'reached',
      'reached',
      'negative',
    ])
  })

  it.each([
    ['Won', 'positive'],
    ['GoLive', 'positive'],
    ['Converted', 'positive'],
    ['Lost', 'negative'],
    ['Disqualified', 'negative'],
    ['Abandoned', 'neutral'],
    ['Suspended', 'suspended'],
  ])('colours the last stage of %s %s', (stateName, tone) => {
    expect(pipelineMarkers({ stageCount: 2, currentStageNumber: 2, isClosed: false, stateName }).at(-1)).toBe(tone)
  })

  it('leaves the last marker alone before the element gets there', () => {
    expect(pipelineMarkers({ stageCount: 3, currentStageNumber: 2, isClosed: false, stateName: 'Won' })).toEqual([
      'reached',
      'reached',
      'unreached',
    ])
  })

  it('reads an unknown state at the last stage as simply reached', () => {
    expect(pipelineMarkers({ stageCount: 2, currentStageNumber: 2, isClosed: true, stateName: 'Open' })).toEqual([
      'reached',
      'reached',
    ])
  })
})
