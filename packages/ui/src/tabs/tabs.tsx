import type { ReactNode } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { css } from '../../styled-system/css'

const styles = {
  root: css({ display: 'grid', gap: '3', fontFamily: 'body', color: 'text', minInlineSize: '0' }),
  list: css({
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
    scrollbarWidth: 'thin',
  }),
  trigger: css({
    all: 'unset',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    paddingBlock: '2',
    paddingInline: '3',
    fontSize: 'sm',
    fontWeight: '600',
    color: 'subtle',
    borderBlockEnd: '3px solid transparent',
    '&[data-selected]': { color: 'text', borderBlockEndColor: 'link' },
    _hover: { color: 'text' },
    _focusVisible: { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  }),
  content: css({ minInlineSize: '0', _focusVisible: { outline: '2px solid {colors.focusRing}' } }),
}

export interface TabItem {
  value: string
  label: ReactNode
  /** Rendered the first time the tab is opened (so a tab's data loads only when someone looks at it). */
  content: () => ReactNode
}

export interface TabsProps {
  /** What the tab list is called for assistive technology. */
  label: string
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

/** Tabs (Ark: arrow keys move between tabs); a panel mounts when first opened and stays mounted. */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <ArkTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
      activationMode="manual"
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content()}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
