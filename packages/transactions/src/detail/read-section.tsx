import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Button, formatDate, useUi } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { useTransactionsT } from '../messages'

export const sectionStyles = {
  state: css({ color: 'subtle', paddingBlock: '4', margin: '0' }),
  error: css({ color: 'negative', display: 'grid', gap: '2', justifyItems: 'start', paddingBlock: '4' }),
  table: css({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th': { textAlign: 'start', fontWeight: '700', paddingBlock: '2', paddingInline: '2', whiteSpace: 'nowrap' },
    '& td': { paddingBlock: '2', paddingInline: '2', borderBlockStart: '1px solid token(colors.neutralBg)' },
  }),
  scroll: css({ overflowX: 'auto' }),
  list: css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '2' }),
  item: css({
    display: 'grid',
    gap: '1',
    paddingBlock: '2',
    paddingInline: '3',
    borderInlineStart: '3px solid token(colors.neutralBg)',
    fontSize: 'sm',
  }),
  line: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  meta: css({ color: 'subtle', fontSize: 'xs' }),
  pre: css({
    fontFamily: 'mono',
    fontSize: 'xs',
    bg: 'main',
    padding: '2',
    borderRadius: 'md',
    overflowX: 'auto',
    whiteSpace: 'pre',
    margin: '0',
  }),
}

/** A read's states: loading, its error with a retry, nothing recorded, or what it found. */
export function ReadSection<T>({
  read,
  isEmpty,
  children,
}: {
  read: UseQueryResult<T>
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  const t = useTransactionsT()
  if (read.isPending)
    return (
      <p className={sectionStyles.state} role="status">
        {t('loading')}
      </p>
    )
  if (read.isError)
    return (
      <div className={sectionStyles.error} role="alert">
        <p>{t('sectionFailed', { error: read.error.message })}</p>
        <Button variant="secondary" size="sm" onClick={() => void read.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  if (isEmpty(read.data)) return <p className={sectionStyles.state}>{t('nothingYet')}</p>
  return <>{children(read.data)}</>
}

/** A time in the user's zone, to the second (the order of events matters). */
export function Time({ at }: { at: string }) {
  const { timeZone } = useUi()
  return <time dateTime={at}>{formatDate(at, { timeZone, time: 'seconds' })}</time>
}

export const isEmptyList = (data: readonly unknown[] | { data: readonly unknown[] }) =>
  (Array.isArray(data) ? data : (data as { data: readonly unknown[] }).data).length === 0
