import { cva, css } from '../../styled-system/css'
import { useAdminT } from '../forms-and-lists/admin-messages'
import { pipelineMarkers } from './pipeline-display'

const marker = cva({
  base: {
    blockSize: '2',
    flex: '1',
    minInlineSize: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
  },
  variants: {
    tone: {
      reached: { bg: 'primary', borderColor: 'primary' },
      unreached: { bg: 'transparent', borderColor: 'border' },
      positive: { bg: 'positive', borderColor: 'positive' },
      negative: { bg: 'negative', borderColor: 'negative' },
      neutral: { bg: 'border', borderColor: 'border' },
      suspended: { bg: 'black', borderColor: 'black' },
    },
  },
})

const styles = {
  root: css({ display: 'inline-grid', gap: '1', inlineSize: '48', maxInlineSize: '100%', fontFamily: 'body' }),
  track: css({ display: 'flex', gap: '1', alignItems: 'center' }),
  caption: css({ fontSize: 'xs', color: 'subtle', whiteSpace: 'nowrap' }),
}

export interface PipelineStagesProps {
  /** The pipeline's stage names, in order. */
  stages: readonly string[]
  /** 1 for the first stage. */
  currentStageNumber: number
  isClosed: boolean
  stateName: string
  /** The state in words (the label layer's); the name itself when not given. */
  stateLabel?: string
}

/**
 * Where an opportunity or project stands in its pipeline (seed 002 section 4): one marker per stage, reached ones
 * filled, the last coloured by the element's closing state; the caption says it in words.
 */
export function PipelineStages({ stages, currentStageNumber, isClosed, stateName, stateLabel }: PipelineStagesProps) {
  const a = useAdminT()
  const markers = pipelineMarkers({ stageCount: stages.length, currentStageNumber, isClosed, stateName })
  const stage = stages[Math.min(Math.max(currentStageNumber, 1), stages.length) - 1] ?? ''
  const caption = isClosed
    ? a('pipeline.closed', { state: stateLabel ?? stateName, count: stages.length })
    : a('pipeline.open', { current: currentStageNumber, count: stages.length, stage })
  return (
    <span className={styles.root} data-pipeline-stage={currentStageNumber} data-state={stateName}>
      <span className={styles.track} aria-hidden="true">
        {markers.map((tone, index) => (
          <span key={index} className={marker({ tone })} data-tone={tone} title={stages[index]} />
        ))}
      </span>
      <span className={styles.caption}>{caption}</span>
    </span>
  )
}
