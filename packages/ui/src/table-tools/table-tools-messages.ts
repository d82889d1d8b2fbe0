import { defineMessages } from '../provider/ui-provider'

// The words of the tools tables share (the column chooser, the streamed download): their own catalogue, so a
// screen that uses none of them does not carry them.
const en = {
  columns: 'Columns',
  columnsTitle: 'Choose columns',
  columnsHint: 'Tick the columns to show and move them into the order you want.',
  moveUp: 'Move {column} up',
  moveDown: 'Move {column} down',
  moved: '{column} is now column {position}.',
  columnsSaved: 'Columns saved',
  columnsReset: 'Columns reset to the default',
  columnsFailed: 'The columns could not be saved: {error}',
  resetColumns: 'Reset to default',
  oneColumnAtLeast: 'Keep at least one column.',
  cancel: 'Cancel',
  save: 'Save',
  downloading: 'Downloading… {size}',
  downloadCancel: 'Cancel download',
  downloaded: 'Downloaded {name}',
  downloadFailed: 'The download failed: {error}',
}

/** The words of a language other than English: every key of the English. */
export type TableToolWords = Record<keyof typeof en, string>

export const useTableToolsT = /* @__PURE__ */ defineMessages('tableTools', {
  en,
  tr: () => import('./table-tools-messages.tr').then((module) => module.tr),
  ar: () => import('./table-tools-messages.ar').then((module) => module.ar),
})
