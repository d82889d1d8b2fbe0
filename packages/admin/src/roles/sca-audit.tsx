import type { ScaAuditEntry } from '@paydeck/core/administration'
import { adminStyles, formatDate, Heading, PagedResults, useUi, type PagedColumn, usePaging } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { RoleChangeText } from './role-change-text'
import { useScaAudit } from './role-queries'

const PAGE_SIZE = 10

/** The record of changes made with a code in the tenant: who, what, when (administrators). */
export function ScaAudit() {
  const t = useAdminScreensT()
  const { timeZone } = useUi()
  const { paging, setPaging } = usePaging(PAGE_SIZE)
  const audit = useScaAudit(paging.index, true)
  const columns: PagedColumn<ScaAuditEntry>[] = [
    { id: 'at', header: t('audit.when'), cell: (entry) => formatDate(entry.at, { timeZone, time: 'seconds' }) },
    { id: 'who', header: t('audit.who'), cell: (entry) => `${entry.userName} (${entry.userEmail})` },
    { id: 'what', header: t('audit.what'), cell: (entry) => entry.target },
    {
      id: 'detail',
      header: t('audit.detail'),
      cell: (entry) => (entry.roleChange ? <RoleChangeText change={entry.roleChange} /> : entry.detail),
    },
  ]
  return (
    <section className={adminStyles.card} aria-labelledby="audit-heading">
      <Heading id="audit-heading" className={adminStyles.heading}>
        {t('audit.title')}
      </Heading>
      <PagedResults
        query={audit}
        caption={t('audit.title')}
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        empty={t('audit.empty')}
        paging={paging}
        onPaging={setPaging}
      />
    </section>
  )
}
