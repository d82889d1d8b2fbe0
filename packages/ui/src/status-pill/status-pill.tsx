import { cva } from '../../styled-system/css'
import { statusTone, type StatusTone } from './status-tone'

const pill = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: '0.5',
    paddingInline: '2.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: '700',
    fontFamily: 'body',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      positive: { bg: 'positiveBg', color: 'positive' },
      negative: { bg: 'negativeBg', color: 'negative' },
      pending: { bg: 'pendingBg', color: 'pending' },
      hold: { bg: 'holdBg', color: 'hold' },
      neutral: { bg: 'neutralBg', color: 'neutral' },
    },
  },
})

export interface StatusPillProps {
  status: string
  /** Another table than the general one (open banking, ticket categories). */
  tone?: StatusTone
  label?: string
}

/** A status as a coloured pill; the colour follows the status tables, the text says it for everyone. */
export function StatusPill({ status, tone, label }: StatusPillProps) {
  return (
    <span className={pill({ tone: tone ?? statusTone(status) })} part="status" data-tone={tone ?? statusTone(status)}>
      {label ?? status}
    </span>
  )
}
