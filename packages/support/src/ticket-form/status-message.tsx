import { useEffect } from 'react'
import { css } from '@paydeck/ui/styled-system/css'

const style = css({
  position: 'fixed',
  insetBlockEnd: '4',
  insetInlineEnd: '4',
  zIndex: 1200,
  bg: 'surface',
  color: 'text',
  borderInlineStart: '4px solid token(colors.positive)',
  borderRadius: 'lg',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  paddingBlock: '3',
  paddingInline: '4',
  fontFamily: 'body',
})

/**
 * A success message at the bottom right for a few seconds (seed 000: 5 s by default, 2 s for a deleted label).
 * The widget's own, so an embedded widget needs no toaster.
 */
export function StatusMessage({ text, durationMs, onDone }: { text: string; durationMs: number; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, durationMs)
    return () => clearTimeout(timer)
  }, [text, durationMs, onDone])
  return (
    <p role="status" className={style}>
      {text}
    </p>
  )
}
