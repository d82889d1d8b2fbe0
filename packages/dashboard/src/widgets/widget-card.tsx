import { useId, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Widget, WidgetData } from '@paydeck/core/dashboard'
import { css } from '@paydeck/ui/styled-system/css'
import { useDashboardT } from '../messages'

export const widgetStyles = {
  card: css({
    display: 'grid',
    alignContent: 'start',
    gap: '2',
    minInlineSize: '0',
    padding: '4',
    bg: 'surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  title: css({ margin: '0', fontSize: 'md', fontWeight: '600' }),
  description: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
  note: css({ margin: '0', fontSize: 'sm', color: 'subtle' }),
  figure: css({ margin: '0', fontSize: '2xl', fontWeight: '700', fontVariantNumeric: 'tabular-nums' }),
  wide: css({ gridColumn: { base: 'auto', md: 'span 2' } }),
  // While the first figures come: a block of what will be there's height, so nothing moves when they arrive.
  placeholder: css({
    borderRadius: 'md',
    bg: 'neutralBg',
    '&[data-shape=figure]': { blockSize: '6.5rem' },
    '&[data-shape=chart]': { blockSize: 'calc(240px + 2.5rem)' },
    '&[data-shape=table]': { blockSize: '12rem' },
  }),
  hidden: css({ srOnly: true }),
  full: css({ gridColumn: '1 / -1' }),
}

export interface WidgetCardProps {
  widget: Widget
  /** Two columns of the grid (charts), or the whole row (tables, whose columns need it). */
  size?: 'wide' | 'full'
  /** Buttons beside the title (a chart's details). */
  actions?: ReactNode
  children: ReactNode
}

/** A widget's frame: its title and description, then what it shows. */
export function WidgetCard({ widget, size, actions, children }: WidgetCardProps) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-widget-id={widget.widgetId}
      className={`${widgetStyles.card} ${size ? widgetStyles[size] : ''}`}
    >
      <header className={widgetStyles.header}>
        <h3 id={titleId} className={widgetStyles.title}>
          {widget.title}
        </h3>
        {actions}
      </header>
      <p className={widgetStyles.description}>{widget.data.configuration.description}</p>
      {children}
    </article>
  )
}

/**
 * Seed 002's widget loading: loading while the first figures come; on failure the last figures stay (said so), or
 * 'No data' when there were none.
 */
export function WidgetState({
  query,
  shape,
  children,
}: {
  query: UseQueryResult<WidgetData>
  /** What the widget shows once loaded, so the wait takes its room: a figure, a chart or a table. */
  shape: 'figure' | 'chart' | 'table'
  children: (data: WidgetData) => ReactNode
}) {
  const t = useDashboardT()
  if (query.data)
    return (
      <>
        {children(query.data)}
        {query.isError && <p className={widgetStyles.note}>{t('staleData')}</p>}
      </>
    )
  if (query.isError) return <p className={widgetStyles.note}>{t('noData')}</p>
  return (
    <div role="status" aria-busy="true" className={widgetStyles.placeholder} data-shape={shape}>
      <span className={widgetStyles.hidden}>{t('widgetLoading')}</span>
    </div>
  )
}
