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
  // While the first figures come: blocks in what will be there's place, so nothing moves when they arrive. A
  // figure's are its lines in their own type (the figure, the comparison, the link), so they are as tall in every
  // font and language; a chart's is the chart's own room (chartRoom) and the line of its table under it.
  placeholder: css({
    borderRadius: 'md',
    bg: 'neutralBg',
    color: 'transparent',
    '&[data-shape=table]': { blockSize: '12rem' },
  }),
  placeholderLine: css({ inlineSize: 'fit-content', minInlineSize: '8ch' }),
  // What a chart over time takes (ui's canvas of 240 px, the gap, and its caption of legend and credit, which wraps
  // to two lines on a phone): its placeholder and the note while its code loads hold this room.
  chartRoom: css({ blockSize: 'calc(240px + 0.5rem + 2.5rem)' }),
  // The line of "Show the figures as a table" under a chart (its summary's padding included).
  tableLine: css({ marginBlock: '1' }),
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
  const loading = <span className={widgetStyles.hidden}>{t('widgetLoading')}</span>
  if (shape === 'figure')
    return (
      <>
        <p
          role="status"
          aria-busy="true"
          className={`${widgetStyles.figure} ${widgetStyles.placeholder} ${widgetStyles.placeholderLine}`}
        >
          {loading}
          <span aria-hidden="true">&nbsp;</span>
        </p>
        {[0, 1].map((line) => (
          <p
            key={line}
            aria-hidden="true"
            className={`${widgetStyles.note} ${widgetStyles.placeholder} ${widgetStyles.placeholderLine}`}
          >
            &nbsp;
          </p>
        ))}
      </>
    )
  return (
    <>
      <div
        role="status"
        aria-busy="true"
        className={`${widgetStyles.placeholder} ${shape === 'chart' ? widgetStyles.chartRoom : ''}`}
        data-shape={shape}
      >
        {loading}
      </div>
      {shape === 'chart' && (
        <p
          aria-hidden="true"
          className={`${widgetStyles.note} ${widgetStyles.placeholder} ${widgetStyles.placeholderLine} ${widgetStyles.tableLine}`}
        >
          &nbsp;
        </p>
      )}
    </>
  )
}
