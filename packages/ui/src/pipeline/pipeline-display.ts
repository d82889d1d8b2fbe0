// Seed 002 section 4's pipeline display: which stage markers are reached, and the tone of the last one once the
// element's state is known.

export type MarkerTone = 'reached' | 'unreached' | 'positive' | 'negative' | 'neutral' | 'suspended'

const endTones: Record<string, MarkerTone> = {
  Lost: 'negative',
  Disqualified: 'negative',
  Abandoned: 'neutral',
  Suspended: 'suspended',
  Won: 'positive',
  GoLive: 'positive',
  Converted: 'positive',
}

export interface PipelinePosition {
  /** How many stages the pipeline has. */
  stageCount: number
  /** 1 for the first stage. */
  currentStageNumber: number
  isClosed: boolean
  stateName: string
}

/**
 * One tone per stage: reached up to the current stage, or every stage once the element is closed. At the last stage
 * (reached, or closed) a known state name colours the last marker: Lost and Disqualified negative, Abandoned neutral,
 * Suspended black, Won, GoLive and Converted positive.
 */
export function pipelineMarkers({
  stageCount,
  currentStageNumber,
  isClosed,
  stateName,
}: PipelinePosition): MarkerTone[] {
  const reachedUpTo = isClosed ? stageCount : Math.min(Math.max(currentStageNumber, 0), stageCount)
  const markers = Array.from({ length: stageCount }, (_, index): MarkerTone =>
    index < reachedUpTo ? 'reached' : 'unreached',
  )
  const end = endTones[stateName]
  if (end && stageCount > 0 && reachedUpTo === stageCount) markers[stageCount - 1] = end
  return markers
}
