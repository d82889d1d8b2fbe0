import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { referenceList, type ReferenceItem, type ReferenceKind } from '@paydeck/core/administration'
import { usePaydeck, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { adminStyles, PagedResults, Screen, SearchField, StatusPill, type PagedColumn, usePaging } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { tenantKeys } from './tenant-queries'

const PAGE_SIZE = 20

export interface ReferenceListProps extends WidgetLifecycleProps {
  /** Which reference data: the countries, currencies or languages the platform knows. */
  kind: ReferenceKind
}

/** The platform's countries, currencies or languages, searched and paged by the server. */
export function ReferenceList({ kind, ...lifecycle }: ReferenceListProps) {
  const t = useAdminScreensT()
  const paydeck = usePaydeck()
  const [search, setSearch] = useState('')
  const { paging, setPaging, toFirst } = usePaging(PAGE_SIZE)
  const page = useQuery({
    queryKey: tenantKeys.reference(kind, search.trim(), paging.index),
    queryFn: ({ signal }) =>
      referenceList(
        paydeck.http,
        kind,
        { search: search.trim(), pageIndex: paging.index, pageSize: paging.size },
        signal,
      ),
    placeholderData: keepPreviousData,
  })
  useWidgetLifecycle('reference-list', { ready: page.isSuccess, error: page.error }, lifecycle)
  const columns: PagedColumn<ReferenceItem>[] = [
    { id: 'code', header: t('reference.code'), cell: (item) => item.code },
    { id: 'name', header: t('reference.name'), cell: (item) => item.name },
    ...(kind === 'currencies'
      ? [{ id: 'decimals', header: t('reference.decimals'), cell: (item: ReferenceItem) => item.decimalPlaces ?? '—' }]
      : []),
    {
      id: 'status',
      header: t('reference.status'),
      cell: (item) => (
        <StatusPill
          status={item.isActive ? 'Active' : 'Inactive'}
          label={item.isActive ? t('reference.active') : t('reference.inactive')}
        />
      ),
    },
  ]
  return (
    <Screen title={t(`reference.${kind}`)}>
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('reference.intro')}</p>
        <section className={adminStyles.card} aria-label={t(`reference.${kind}`)}>
          <SearchField
            label={t('reference.search')}
            value={search}
            onSearch={(value) => {
              setSearch(value)
              toFirst()
            }}
          />
          <PagedResults
            query={page}
            caption={t(`reference.${kind}`)}
            columns={columns}
            rowKey={(item) => String(item.id)}
            empty={t('reference.empty')}
            paging={paging}
            onPaging={setPaging}
          />
        </section>
      </div>
    </Screen>
  )
}
