import { useEffect } from 'react'
import { Button } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'

const style = css({
  position: 'fixed',
  insetBlockEnd: '4',
  insetInlineEnd: '4',
  zIndex: 'message',
  bg: 'surface',
  color: 'text',
  borderInlineStart: '4px solid token(colors.positive)',
  borderRadius: 'lg',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  paddingBlock: '3',
  paddingInline: '4',
  fontFamily: 'body',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
})

/**
 * A success message at the bottom right for a few seconds (seed 000: 5 s by default, 2 s for a deleted label).
 * The widget's own, so an embedded widget needs no toaster.
 */
export function StatusMessage({
  text,
  durationMs,
  onDone,
  action,
}: {
  text: string
  durationMs: number
  onDone: () => void
  /** One button beside the text (View the new ticket). */
  action?: { label: string; onClick: () => void }
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, durationMs)
    return () => clearTimeout(timer)
  }, [text, durationMs, onDone])
  return (
    <div role="status" className={style}>
      <span>{text}</span>
      {action && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            action.onClick()
            onDone()
          }}
        >
          {action.label}
        </Button>
      )}
    </div>
  )
}
