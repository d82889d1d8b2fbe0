import { useId, useState } from 'react'
import {
  attachSources,
  checkEvidence,
  evidenceFileKinds,
  evidenceLimits,
  fileProblem,
  winningEvidence,
  type DisputeCategory,
  type EvidenceDraft,
  type EvidenceFileKind,
  type EvidenceProblem,
  type EvidenceSource,
  fetchEvidenceSources,
  uploadEvidenceFile,
} from '@paydeck/core/disputes'
import { useMutation, useQuery } from '@tanstack/react-query'
import { usePaydeck } from '@paydeck/react'
import { adminStyles, Button, CheckboxGroup, formatDate, formatNumber, useUi } from '@paydeck/ui'
import { Field, fieldStyles, formatBytes, NativeSelect } from '@paydeck/ui/fields'
import { css } from '@paydeck/ui/styled-system/css'
import { useDisputeT } from './dispute-messages'
import { useEvidenceT } from './evidence-messages'
import { disputeKeys } from './dispute-queries'

// The evidence beyond what is typed: files uploaded for the dispute, and what the merchant's own records already hold
// (the payment's tickets, the accepted agreement, the payment's events), picked and attached. Both are checked against
// the network's limits before anything is sent or kept; the draft keeps them once saved.

const styles = {
  group: css({ border: 'none', padding: 0, margin: '0 0 token(spacing.5)', display: 'grid', gap: '3' }),
  legend: css({ fontWeight: '700', fontSize: 'md', marginBlockEnd: '2', padding: 0 }),
  list: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '2' }),
  file: css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' }),
  muted: css({ color: 'muted', fontSize: 'sm' }),
  row: css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' }),
}

/** An evidence problem in the reader's words: bytes as bytes, characters as a number. */
export function useProblemWords() {
  const t = useDisputeT()
  const { locale } = useUi()
  return (problem: EvidenceProblem) =>
    t(`problem.${problem.problem}`, {
      field: 'field' in problem ? t(`field.${problem.field}`) : '',
      limit:
        'limit' in problem
          ? problem.problem.startsWith('file')
            ? formatBytes(problem.limit, locale)
            : formatNumber(problem.limit, locale)
          : '',
    })
}

/** The file kinds in the order a category wants them: what the network expects, what helps, then the rest. */
const fileKindsFor = (category: DisputeCategory): EvidenceFileKind[] => {
  const { expected, helps } = winningEvidence[category]
  const first = [...expected, ...helps].filter((field): field is EvidenceFileKind =>
    (evidenceFileKinds as readonly string[]).includes(field),
  )
  return [...new Set([...first, ...evidenceFileKinds])]
}

/** The files attached: each with what it shows, removable; one more uploaded after its limits are checked here. */
export function EvidenceFiles({
  disputeId,
  category,
  draft,
  onFiles,
}: {
  disputeId: number
  category: DisputeCategory
  draft: EvidenceDraft
  onFiles: (files: EvidenceDraft['files']) => void
}) {
  const t = useDisputeT()
  const e = useEvidenceT()
  const { locale } = useUi()
  const words = useProblemWords()
  const kinds = fileKindsFor(category)
  const [kind, setKind] = useState<EvidenceFileKind>(kinds[0]!)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null)
  const upload = useEvidenceUpload(disputeId)
  const inputId = useId()
  const error = problem ?? (upload.isError ? e('notUploaded', { error: upload.error.message }) : null)

  const take = (file: File | undefined) => {
    if (!file) return
    const candidate = { kind, name: file.name, mediaType: file.type, size: file.size }
    const refused = fileProblem(draft, candidate)
    setProblem(refused && words(refused))
    if (refused) return
    setProgress({ name: file.name, percent: 0 })
    upload.mutate(
      { file, onProgress: (percent) => setProgress({ name: file.name, percent: Math.round(percent) }) },
      {
        onSuccess: (fileId) => onFiles([...draft.files, { ...candidate, fileId }]),
        onSettled: () => setProgress(null),
      },
    )
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{e('files')}</legend>
      {draft.files.length === 0 ? (
        <p className={styles.muted}>{e('noFiles')}</p>
      ) : (
        <ul className={styles.list} aria-label={e('files')}>
          {draft.files.map((file) => (
            <li key={file.fileId} className={styles.file}>
              <span>
                <strong>{t(`field.${file.kind}`)}</strong>: {file.name}{' '}
                <span className={styles.muted}>({formatBytes(file.size, locale)})</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onFiles(draft.files.filter((other) => other.fileId !== file.fileId))}
              >
                {e('removeFile', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <Field label={e('fileKind')}>
          <NativeSelect
            value={kind}
            onChange={(event) => setKind(event.target.value as EvidenceFileKind)}
            options={kinds.map((value) => ({ value, label: t(`field.${value}`) }))}
          />
        </Field>
        {/* The platform's file input, labelled by its own label: one file at a time, checked before it is sent. */}
        <div className={fieldStyles.root}>
          <label htmlFor={inputId} className={fieldStyles.label}>
            {e('addFile', {
              size: formatBytes(evidenceLimits.fileBytes, locale),
              total: formatBytes(evidenceLimits.totalFileBytes, locale),
            })}
          </label>
          <input
            id={inputId}
            type="file"
            accept={evidenceLimits.mediaTypes.join(',')}
            disabled={upload.isPending}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              take(event.target.files?.[0])
              // The same file may be picked again after a removal.
              event.target.value = ''
            }}
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className={fieldStyles.error}>
              {error}
            </p>
          )}
        </div>
      </div>
      <p role="status" className={styles.muted}>
        {progress ? e('uploading', { name: progress.name, percent: formatNumber(progress.percent, locale) }) : ''}
      </p>
    </fieldset>
  )
}

/** The merchant's own records about the payment, picked and attached to the draft within the limits. */
export function EvidenceRecords({
  disputeId,
  draft,
  onAttach,
}: {
  disputeId: number
  draft: EvidenceDraft
  onAttach: (draft: EvidenceDraft) => void
}) {
  const t = useDisputeT()
  const e = useEvidenceT()
  const { timeZone } = useUi()
  const words = useProblemWords()
  const query = useEvidenceSources(disputeId)
  const [picked, setPicked] = useState<string[]>([])
  const [said, setSaid] = useState<{ problem: boolean; text: string } | null>(null)

  const labelOf = (source: EvidenceSource) => {
    const where = source.text ? t(`field.${source.text.field}`) : t(`field.${source.file!.kind}`)
    const when = source.at ? ` · ${formatDate(source.at, { timeZone })}` : ''
    return `${e(`source.${source.source}`, { title: source.title })}${when} → ${where}`
  }
  const attach = (sources: EvidenceSource[]) => {
    const next = attachSources(draft, sources)
    const problems = checkEvidence(next)
    if (problems.length > 0) return setSaid({ problem: true, text: words(problems[0]!) })
    onAttach(next)
    setPicked([])
    setSaid({ problem: false, text: e('attached', { count: sources.length }) })
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{e('records')}</legend>
      {query.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : query.isError ? (
        <div role="alert" className={adminStyles.error}>
          <p>{e('recordsFailed', { error: query.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : query.data.sources.length === 0 ? (
        <p className={styles.muted}>{e('noRecords')}</p>
      ) : (
        <>
          <p className={styles.muted}>{e('recordsIntro')}</p>
          <CheckboxGroup
            legend={e('recordsPick')}
            options={query.data.sources.map((source) => ({ value: source.id, label: labelOf(source) }))}
            chosen={picked}
            onChange={setPicked}
          />
          <div className={adminStyles.actions}>
            <Button
              variant="secondary"
              disabled={picked.length === 0}
              onClick={() => attach(query.data.sources.filter((source) => picked.includes(source.id)))}
            >
              {e('attach')}
            </Button>
          </div>
        </>
      )}
      <p role={said?.problem ? 'alert' : 'status'} className={said?.problem ? adminStyles.error : styles.muted}>
        {said?.text ?? ''}
      </p>
    </fieldset>
  )
}

/** What the merchant's own records offer as evidence for the dispute. */
export function useEvidenceSources(id: number) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: disputeKeys.sources(id),
    queryFn: ({ signal }) => fetchEvidenceSources(paydeck.http, id, signal),
  })
}

/** Keeps a file for the dispute's evidence, with its progress; the draft names it once saved. */
export function useEvidenceUpload(id: number) {
  const paydeck = usePaydeck()
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadEvidenceFile(paydeck.http, id, file, { onProgress }),
  })
}
