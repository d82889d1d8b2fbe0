import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { referenceList, type ReferenceItem, type ReferenceKind } from '@paydeck/core/administration'
import { usePaydeck } from '@paydeck/react'
import { adminStyles, StatusPill, type PagedColumn } from '@paydeck/ui'
import { PageHeader } from '../../pages/page-header'
import { useCommercialT } from '../commercial-messages'
import { PagedResults, SearchField } from '../paged-results'

const PAGE_SIZE = 20

/** crm/settings/countries, currencies and languages: the reference data, searched and paged by the server. */
function ReferencePage({ kind }: { kind: ReferenceKind }) {
  const t = useCommercialT()
  const paydeck = usePaydeck()
  const [search, setSearch] = useState('')
  const [pageIndex, setPageIndex] = useState(0)
  const page = useQuery({
    queryKey: ['reference', kind, search.trim(), pageIndex],
    queryFn: ({ signal }) =>
      referenceList(paydeck.http, kind, { search: search.trim(), pageIndex, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  })
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
    <section className="page page--wide" aria-labelledby="page-title">
      <PageHeader title={t(`reference.${kind}`)} />
      <div className={adminStyles.root}>
        <p className={adminStyles.note}>{t('reference.intro')}</p>
        <section className={adminStyles.card} aria-label={t(`reference.${kind}`)}>
          <SearchField
            label={t('reference.search')}
            value={search}
            onSearch={(value) => {
              setSearch(value)
              setPageIndex(0)
            }}
          />
          <PagedResults
            query={page}
            caption={t(`reference.${kind}`)}
            columns={columns}
            rowKey={(item) => String(item.id)}
            empty={t('reference.empty')}
            pageIndex={pageIndex}
            pageSize={PAGE_SIZE}
            onPageChange={setPageIndex}
          />
        </section>
      </div>
    </section>
  )
}

export const CountriesPage = () => <ReferencePage kind="countries" />
export const CurrenciesPage = () => <ReferencePage kind="currencies" />
export const LanguagesPage = () => <ReferencePage kind="languages" />
