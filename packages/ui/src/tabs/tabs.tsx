import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { css } from '../../styled-system/css'
import { ActionMenu } from '../menu/action-menu'
import { useT } from '../provider/ui-provider'
import { visibleTabs } from './visible-tabs'

const trigger = {
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  paddingBlock: '2',
  paddingInline: '3',
  fontSize: 'sm',
  fontWeight: '600',
} as const

const styles = {
  root: css({ display: 'grid', gap: '3', fontFamily: 'body', color: 'text', minInlineSize: '0' }),
  bar: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
    minInlineSize: '0',
  }),
  list: css({ display: 'flex', gap: '1', minInlineSize: '0', overflow: 'hidden' }),
  trigger: css({
    all: 'unset',
    ...trigger,
    color: 'subtle',
    borderBlockEnd: '3px solid transparent',
    '&[data-selected]': { color: 'text', borderBlockEndColor: 'link' },
    _hover: { color: 'text' },
    _focusVisible: { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  }),
  // Every tab laid out once, unseen, so the bar knows each one's width whatever is shown.
  measure: css({
    position: 'absolute',
    insetInlineStart: '0',
    insetBlockStart: '0',
    display: 'flex',
    gap: '1',
    visibility: 'hidden',
    pointerEvents: 'none',
    '& > span': { ...trigger, borderBlockEnd: '3px solid transparent' },
  }),
  content: css({ minInlineSize: '0', _focusVisible: { outline: '2px solid {colors.focusRing}' } }),
}

export interface TabItem {
  value: string
  label: string
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

// Room kept for the More button at the end of the bar.
const MORE_PX = 96

/**
 * Tabs (Ark: arrow keys move between tabs); a panel mounts when first opened and stays mounted. The tabs that do
 * not fit the bar fold into a More menu at its end; the open tab is always among those shown.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const t = useT()
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value)
  const selected = value ?? own
  const select = (next: string) => {
    setOwn(next)
    onValueChange?.(next)
  }
  const bar = useRef<HTMLDivElement>(null)
  const measure = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState<readonly string[]>(items.map((item) => item.value))

  // The tabs as laid out (a host's items array is new on every render; what it holds is what counts).
  const layout = JSON.stringify(items.map((item) => [item.value, item.label]))
  useLayoutEffect(() => {
    const element = bar.current
    const row = measure.current
    if (!element || !row) return
    const fit = () => {
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0
      const spans = [...row.children] as HTMLElement[]
      const next = visibleTabs(
        spans.map((span) => span.dataset.value!),
        spans.map((span) => span.offsetWidth + gap),
        element.clientWidth,
        MORE_PX,
        selected,
      )
      setShown((previous) => (previous.join() === next.join() ? previous : next))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(element)
    return () => observer.disconnect()
  }, [layout, selected])

  const hidden = items.filter((item) => !shown.includes(item.value))
  return (
    <ArkTabs.Root
      className={styles.root}
      value={selected}
      onValueChange={(details) => select(details.value)}
      lazyMount
      activationMode="manual"
    >
      <div ref={bar} className={styles.bar}>
        <div ref={measure} className={styles.measure} aria-hidden="true">
          {items.map((item) => (
            <span key={item.value} data-value={item.value}>
              {item.label}
            </span>
          ))}
        </div>
        <ArkTabs.List className={styles.list} aria-label={label}>
          {items
            .filter((item) => shown.includes(item.value))
            .map((item) => (
              <ArkTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
                {item.label}
              </ArkTabs.Trigger>
            ))}
        </ArkTabs.List>
        {hidden.length > 0 && (
          <ActionMenu
            size="sm"
            label={t('tabs.more', { count: hidden.length })}
            actions={hidden.map((item) => ({ label: item.label, onSelect: () => select(item.value) }))}
          />
        )}
      </div>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content()}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
