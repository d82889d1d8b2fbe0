import type { ReactElement, ReactNode } from 'react'
import { LayerPortal } from '../dialog/modal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { css } from '../../styled-system/css'

// Seed 001 section 9: 18 px from its trigger, hidden 50 ms after leaving, above by default.
export const TOOLTIP_OFFSET = 18
export const TOOLTIP_CLOSE_DELAY = 50

const content = css({
  bg: '#1f2328',
  color: '#ffffff',
  fontFamily: 'body',
  fontSize: 'sm',
  paddingBlock: '1.5',
  paddingInline: '2.5',
  borderRadius: 'md',
  maxInlineSize: '20rem',
  zIndex: 'popover',
})

export interface TooltipProps {
  content: ReactNode
  /** One focusable element: the tooltip opens on its hover and keyboard focus. */
  children: ReactElement
  placement?: 'top' | 'bottom' | 'left' | 'right'
}

export function Tooltip({ content: text, children, placement = 'top' }: TooltipProps) {
  return (
    <ArkTooltip.Root
      openDelay={300}
      closeDelay={TOOLTIP_CLOSE_DELAY}
      positioning={{ placement, offset: { mainAxis: TOOLTIP_OFFSET } }}
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <LayerPortal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={content}>{text}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </LayerPortal>
    </ArkTooltip.Root>
  )
}
