import type { SupportLabel } from '@paydeck/core/support'
import { css } from '@paydeck/ui/styled-system/css'
import { useLabelName, type NamedLabel } from '../labels/label-name'

const style = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'xs',
  fontWeight: '600',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'neutralBg',
  whiteSpace: 'nowrap',
})
const dot = css({ inlineSize: '2.5', blockSize: '2.5', borderRadius: 'full', flexShrink: 0 })

/** A label as a chip: its colour as a dot beside the name (the name carries the meaning, not the colour). */
export function LabelChip({ label }: { label: NamedLabel & Pick<SupportLabel, 'color'> }) {
  const labelName = useLabelName()
  return (
    <span className={style}>
      <span className={dot} style={{ background: label.color }} aria-hidden="true" />
      {labelName(label)}
    </span>
  )
}
