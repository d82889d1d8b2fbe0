import { useState } from 'react'
import {
  auditActions,
  auditOutcomes,
  auditReadRule,
  auditTargetTypes,
  downloadAuditCsv,
  type AuditQuery,
} from '@paydeck/core/administration'
import { periodIn } from '@paydeck/core/time'
import { usePaydeck, useSession, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { adminStyles, Button, csvName, Heading, Screen, StreamedDownload, useUi } from '@paydeck/ui'
import { Field, NativeSelect, TextInput } from '@paydeck/ui/fields'
import { ScreenGate } from '../screen-gate'
import { AuditHead } from './audit-head'
import { useAuditT } from './audit-messages'
import { useAuditPage } from './audit-queries'
import { AuditHistory } from './audit-history'
import { AuditTable, useKeysetPages } from './audit-table'
import { useAuditWords } from './audit-words'

export const AUDIT_PAGE_SIZE = 25

/** The filters as the form holds them (the days in the reader's zone, as typed). */
interface FilterForm {
  actor: string
  action: string
  targetType: string
  targetId: string
  outcome: string
  from: string
  to: string
  tenantId: string
}
const noFilters: FilterForm = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  outcome: '',
  from: '',
  to: '',
  tenantId: '',
}

/** The form's filters as the call's: a period of local days as the instants it covers in the reader's zone. */
function queryOf(form: FilterForm, timeZone: string): Omit<AuditQuery, 'pageSize' | 'before'> {
  const from = form.from || form.to
  const to = form.to || form.from
  const period = from && to ? periodIn(from, to, timeZone) : undefined
  return {
    ...(form.actor.trim() && { actor: form.actor.trim() }),
    ...(form.action && { action: form.action }),
    ...(form.targetType && { targetType: form.targetType }),
    ...(form.targetId.trim() && { targetId: form.targetId.trim() }),
    ...(form.outcome && { outcome: form.outcome as AuditQuery['outcome'] }),
    ...(form.tenantId.trim() && { tenantId: Number(form.tenantId) }),
    ...(period && { from: new Date(period.start).toISOString(), to: new Date(period.end).toISOString() }),
  }
}

export interface AuditLogProps extends WidgetLifecycleProps {
  /** Records of one thing only (a History tab): its type and id; without them, the organisation's whole trail. */
  targetType?: string
  targetId?: string
}

/**
 * The audit trail of the reader's organisation (administrators): a merchant's administrator reads their merchant's
 * records, a tenant's their tenant's, platform staff one tenant's or every one's. Filtered by who, action, target,
 * outcome and period, newest first, a page at a time at any depth; a record opens to what it changed.
 */
export function AuditLog({ targetType, targetId, ...lifecycle }: AuditLogProps) {
  const t = useAuditT()
  return (
    <ScreenGate rule={auditReadRule} title={t('title')} widget="audit-log" lifecycle={lifecycle}>
      {targetType && targetId ? (
        <Screen title={t('historyTitle')}>
          <AuditHistory targetType={targetType} targetId={targetId} {...lifecycle} />
        </Screen>
      ) : (
        <AuditLogScreen {...lifecycle} />
      )}
    </ScreenGate>
  )
}

function AuditLogScreen(lifecycle: WidgetLifecycleProps) {
  const t = useAuditT()
  const { timeZone } = useUi()
  const paydeck = usePaydeck()
  const isPlatform = useSession((state) => state.userKind) === 'platform'
  const [applied, setApplied] = useState<FilterForm>(noFilters)
  const [message, setMessage] = useState('')
  const filters = queryOf(applied, timeZone)
  const pages = useKeysetPages()
  const { before } = pages
  const page = useAuditPage({ ...filters, pageSize: AUDIT_PAGE_SIZE, ...(before !== undefined && { before }) })
  useWidgetLifecycle('audit-log', { ready: page.isSuccess, error: page.error }, lifecycle)
  // The filters as typed, applied on the button or Enter: not a change, so no form hook (react-hook-form is not on
  // the log's first page).
  const [form, setForm] = useState<FilterForm>(noFilters)
  const [dateError, setDateError] = useState<string | null>(null)
  const show = (values: FilterForm) => {
    setApplied(values)
    pages.toNewest()
  }
  const apply = () => {
    const wrong = form.from && form.to && form.from > form.to
    setDateError(wrong ? t('dateError') : null)
    if (!wrong) show(form)
  }
  const clear = () => {
    setForm(noFilters)
    setDateError(null)
    show(noFilters)
  }
  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  const { action, target, outcome } = useAuditWords()
  const actionOptions = [
    { value: '', label: t('anyAction') },
    ...Object.keys(auditActions)
      .map((key) => ({ value: key, label: action({ actionKey: key }) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ]
  const targetOptions = [
    { value: '', label: t('anyTarget') },
    ...auditTargetTypes.map((type) => ({ value: type, label: target(type) })),
  ]
  const outcomeOptions = [
    { value: '', label: t('anyOutcome') },
    ...auditOutcomes.map((value) => ({ value, label: outcome({ outcome: value }) })),
  ]

  return (
    <Screen
      title={t('title')}
      actions={
        <StreamedDownload
          label={t('export')}
          fileName={() => csvName('audit-trail')}
          fetchFile={({ signal }) => downloadAuditCsv(paydeck.http, filters, timeZone, signal)}
          onMessage={setMessage}
        />
      }
    >
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('intro')}</p>
        <p role="status" className={adminStyles.note}>
          {message}
        </p>
        <div
          role="search"
          className={adminStyles.card}
          aria-label={t('filters')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') apply()
          }}
        >
          <div className={adminStyles.bar}>
            <Field label={t('who')}>
              <TextInput type="email" {...field('actor')} />
            </Field>
            <Field label={t('action')}>
              <NativeSelect options={actionOptions} {...field('action')} />
            </Field>
            <Field label={t('targetType')}>
              <NativeSelect options={targetOptions} {...field('targetType')} />
            </Field>
            <Field label={t('targetId')}>
              <TextInput {...field('targetId')} />
            </Field>
            <Field label={t('outcome')}>
              <NativeSelect options={outcomeOptions} {...field('outcome')} />
            </Field>
            <Field label={t('from')} error={dateError}>
              <TextInput type="date" {...field('from')} />
            </Field>
            <Field label={t('to')}>
              <TextInput type="date" {...field('to')} />
            </Field>
            {isPlatform && (
              <Field label={t('tenant')} helperText={t('allTenants')}>
                <TextInput inputMode="numeric" pattern="[0-9]*" {...field('tenantId')} />
              </Field>
            )}
          </div>
          <div className={adminStyles.actions}>
            <Button onClick={apply}>{t('apply')}</Button>
            <Button variant="secondary" onClick={clear}>
              {t('clear')}
            </Button>
          </div>
        </div>
        <section className={adminStyles.card} aria-labelledby="audit-records-heading">
          <Heading id="audit-records-heading" className={adminStyles.heading}>
            {t('title')}
          </Heading>
          <AuditTable page={page} pages={pages} />
        </section>
        <AuditHead tenantId={isPlatform && applied.tenantId ? Number(applied.tenantId) : undefined} />
      </div>
    </Screen>
  )
}
