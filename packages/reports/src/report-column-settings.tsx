import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { fetchReportCatalogue, fetchReportDefinition } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'
import { Button, Field, NativeSelect } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { reportKeys, useReportColumns } from './report-queries'
import { shownColumns } from './report-cells'
import { ReportColumnsDialog } from './report-columns-dialog'
import { useReportsT } from './report-messages'

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  list: css({ margin: '0', paddingInlineStart: '5', display: 'grid', gap: '1' }),
  note: css({ color: 'subtle', margin: '0' }),
}

export interface ReportColumnSettingsProps {
  reportId: string
  /** Another report of the catalogue chosen (the portal keeps it in the URL). */
  onReportChange: (reportId: string) => void
}

/**
 * A report's columns as this user has them (shown, in order), and the chooser that changes or resets them; the
 * report is any the catalogue computes.
 */
export function ReportColumnSettings({ reportId, onReportChange }: ReportColumnSettingsProps) {
  const t = useReportsT()
  const paydeck = usePaydeck()
  const catalogue = useQuery({
    queryKey: reportKeys.catalogue(),
    queryFn: ({ signal }) => fetchReportCatalogue(paydeck.http, signal),
  })
  const [choosing, setChoosing] = useState(false)
  const [message, setMessage] = useState('')
  const definition = useQuery({
    queryKey: reportKeys.definition(reportId),
    queryFn: ({ signal }) => fetchReportDefinition(paydeck.http, reportId, signal),
    staleTime: Infinity,
  })
  const saved = useReportColumns(reportId)
  const failed = catalogue.error ?? definition.error ?? saved.error
  if (failed) return <p role="alert">{t('definitionFailed', { error: failed.message })}</p>
  if (!catalogue.data || !definition.data || !saved.data) return <p role="status">{t('loading')}</p>
  const report = definition.data
  return (
    <section className={styles.root} aria-label={t('columnsOf', { report: report.title })}>
      <Field label={t('report')}>
        <NativeSelect
          value={reportId}
          onChange={(event) => onReportChange(event.target.value)}
          options={catalogue.data
            .filter((entry) => entry.available)
            .map((entry) => ({ value: entry.id, label: entry.title }))}
        />
      </Field>
      <p className={styles.note}>{saved.data.custom ? t('columnsCustom') : t('columnsDefault')}</p>
      <ol className={styles.list}>
        {shownColumns(report.columns, saved.data).map((column) => (
          <li key={column.name}>{column.label}</li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        {t('chooseColumns')}
      </Button>
      <p role="status" className={message ? styles.note : css({ srOnly: true })}>
        {message}
      </p>
      {choosing && (
        <ReportColumnsDialog
          report={report}
          columns={saved.data}
          onClose={() => setChoosing(false)}
          onSaved={setMessage}
        />
      )}
    </section>
  )
}
