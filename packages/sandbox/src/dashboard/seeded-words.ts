import type { DashboardCategory } from '@paydeck/core/dashboard'
import type { Language } from '../api/language'
import { wordIn } from '../words/sandbox-words'

/**
 * The viewer's dashboard in their language: the seeded categories, titles, descriptions and column headers worded
 * by the sandbox's dictionary; a text an administrator has changed is theirs and is shown as written.
 */
export function dashboardIn(categories: DashboardCategory[], language: Language): DashboardCategory[] {
  if (language === 'en') return categories
  const word = (text: string) => wordIn(text, language)
  return categories.map((category) => ({
    ...category,
    name: word(category.name),
    widgets: category.widgets.map((widget) => {
      const configuration = widget.data.configuration
      const table = configuration.tableConfiguration
      return {
        ...widget,
        title: word(widget.title),
        data: {
          ...widget.data,
          configuration: {
            ...configuration,
            description: word(configuration.description),
            ...(table && { tableConfiguration: { ...table, tableDataColumns: table.tableDataColumns.map(word) } }),
          },
        },
      }
    }),
  }))
}
