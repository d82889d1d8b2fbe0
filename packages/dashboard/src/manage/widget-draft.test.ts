import { describe, expect, it } from 'vitest'
import { draftOf, draftProblems, emptyDraft, saveWidgetOf } from './widget-draft'

const sources = [
  { id: 'transactions-by-date', endpoint: 'reporting/api/v2/dashboard/data/transactions-by-date', columns: [] },
]

describe('the widget draft', () => {
  it('becomes the widget the server saves, and comes back unchanged', () => {
    const draft = {
      ...emptyDraft(3),
      title: ' Hourly ',
      source: 'transactions-by-date',
      chartType: 'LineChart' as const,
      xAxisColumn: 'date',
      yAxisColumns: ['count'],
      yAxisColumnName: '',
      dateRange: 'last24Hours' as const,
      currency: ['EUR'],
    }
    const saved = saveWidgetOf(draft, sources)
    expect(saved.title).toBe('Hourly')
    expect(saved.data.dataSourceEndpoint).toBe(sources[0]!.endpoint)
    expect(saved.data.configuration.isLast24Hours).toBe(true)
    expect(saved.data.configuration.chartConfiguration).toMatchObject({
      xAxisColumnName: 'Date',
      yAxisColumnName: 'Count',
    })
    expect(JSON.parse(saved.filters)).toEqual({ dateRange: 'last24Hours', currency: ['EUR'] })
    const widget = { ...saved, widgetId: 9, personal: false, owner: null }
    expect(draftOf(widget)).toEqual({ ...draft, title: 'Hourly', yAxisColumnName: 'Count' })
  })

  it('names what a widget lacks before anything is sent', () => {
    expect(draftProblems({ ...emptyDraft(null), yAxisColumns: [] })).toEqual({
      title: 'titleRequired',
      categoryId: 'categoryRequired',
      yAxisColumns: 'valuesRequired',
    })
    expect(draftProblems({ ...emptyDraft(1), title: 'T', widgetType: 'TABLE_WIDGET' })).toEqual({
      tableColumns: 'columnsRequired',
    })
    expect(draftProblems({ ...emptyDraft(1), title: 'T', widgetType: 'BANNER_WIDGET', source: 'none' })).toEqual({})
  })
})
