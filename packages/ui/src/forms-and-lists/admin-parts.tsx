import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { useT } from '../provider/ui-provider'
import { useAdminT } from './admin-messages'
import { mayRetry, messageOf } from './may-retry'

// The parts every settings screen is made of (dashboard management, pipelines, price books, users): cards, a
// query's loading and failure, Edit and Delete, and the confirmation before a deletion.

/** What QueryState reads of a query (TanStack Query's result has it). */
export interface QueryLike<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T | undefined
  refetch: () => unknown
}

export const adminStyles = {
  root: css({ display: 'grid', gap: '5', fontFamily: 'body', color: 'text' }),
  card: css({
    display: 'grid',
    gap: '3',
    padding: '4',
    bg: 'surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    minInlineSize: '0',
  }),
  heading: css({ margin: '0', fontSize: 'lg', fontWeight: '600' }),
  subheading: css({ margin: '0', fontSize: 'md', fontWeight: '600' }),
  note: css({ margin: '0', color: 'subtle' }),
  error: css({ margin: '0', color: 'negative', fontSize: 'sm' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' }),
  list: css({ display: 'grid', gap: '2', margin: '0', padding: '0', listStyle: 'none' }),
  item: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingBlock: '2',
    borderBlockEnd: '1px solid token(colors.neutralBg)',
  }),
  meta: css({ color: 'subtle', fontSize: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  // The name in a list row that opens the item on the same screen, bold while it is the one shown.
  linkButton: css({
    padding: '0',
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'link',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    '&[aria-pressed=true]': { fontWeight: '700' },
    _focusVisible: { outline: '2px solid token(colors.link)', outlineOffset: '2px' },
  }),
  // A short word beside a name (Default, Standard).
  tag: css({
    display: 'inline-block',
    paddingBlock: '0',
    paddingInline: '0.5rem',
    borderRadius: '999px',
    fontSize: '0.75rem',
    fontWeight: '700',
    background: '#eaeef2',
    color: '#24292f',
  }),
  // A small table of figures inside a card (a product's fees, a payment's costs); `number` cells align their digits.
  table: css({
    inlineSize: '100%',
    borderCollapse: 'collapse',
    fontSize: '0.875rem',
    '& th, & td': { textAlign: 'start', padding: '0.375rem 0.5rem', borderBlockEnd: '1px solid #eaeef2' },
    '& thead th': { color: '#57606a', fontWeight: '600' },
    '& tbody th': { fontWeight: '400' },
    '& .number, & [data-number]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  }),
  // A card's facts, term above value, in columns as wide as they fit.
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: '0.75rem 1.5rem',
    margin: '0',
    '& > div': { background: '#fff', borderRadius: '10px', padding: '1rem', boxShadow: '0 1px 2px rgb(0 0 0 / 0.08)' },
    '& dt': { color: '#57606a', fontSize: '0.8125rem', marginBlockEnd: '0.25rem' },
    '& dd': { margin: '0', fontWeight: '600', overflowWrap: 'anywhere' },
  }),
  swatch: css({
    display: 'inline-block',
    inlineSize: '1rem',
    blockSize: '1rem',
    borderRadius: '4px',
    border: '1px solid #8c959f',
    verticalAlign: 'middle',
    marginInlineEnd: '0.25rem',
  }),
  // A secret shown once (a new password): its characters apart, in the monospace face.
  secret: css({ fontFamily: 'mono', letterSpacing: '0.08em' }),
  visuallyHidden: css({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
}

/** A query's loading and failure (with a retry where one may help), then what it holds. */
export function QueryState<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const t = useT()
  const a = useAdminT()
  if (query.isPending)
    return (
      <p role="status" className={adminStyles.note}>
        {t('common.loading')}
      </p>
    )
  if (query.isError)
    return (
      <div className={adminStyles.bar}>
        <p role="alert" className={adminStyles.error}>
          {a('admin.failed', { error: messageOf(query.error) })}
        </p>
        {mayRetry(query.error) && (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    )
  return <>{children(query.data as T)}</>
}

/** What ui reads of a write: a `useMutation` result (ui has no react-query; its shape is enough), so ui never holds a busy flag of its own. */
export interface MutationLike<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void }) => void
  isPending: boolean
  error: unknown
  reset: () => void
}

interface ConfirmProps<V> {
  title: string
  text: string
  /** The deletion, a `useMutation`, and what it deletes. */
  mutation: MutationLike<V>
  variables: V
  /** After the deletion, before the dialog closes. */
  onDeleted?: () => void
  onClose: () => void
}

/** Asks before a deletion; the server's refusal (a category still holding widgets) is said in it. */
export function ConfirmDelete<V>({ title, text, mutation, variables, onDeleted, onClose }: ConfirmProps<V>) {
  const t = useT()
  const a = useAdminT()
  const close = () => {
    mutation.reset()
    onClose()
  }
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      onOpenChange={(open) => !open && close()}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(variables, {
                onSuccess: () => {
                  onDeleted?.()
                  close()
                },
              })
            }
          >
            {a('common.delete')}
          </Button>
        </>
      }
    >
      {mutation.error != null && (
        <p role="alert" className={adminStyles.error}>
          {messageOf(mutation.error)}
        </p>
      )}
    </Dialog>
  )
}

interface EditDeleteProps {
  /** The buttons' names for screen readers: which item they edit and delete. */
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}

/** A list row's Edit and Delete. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteProps) {
  const a = useAdminT()
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={editLabel} onClick={onEdit}>
        {a('common.edit')}
      </Button>
      <Button variant="secondary" size="sm" aria-label={deleteLabel} onClick={onDelete}>
        {a('common.delete')}
      </Button>
    </>
  )
}
