/**
 * The `part` names on the elements' surfaces, for a host page's `::part()` from outside the shadow root
 * (`paydeck-ticket-list::part(row) { … }`). Documented in the READMEs: renaming one is a breaking change.
 */
export const elementParts = {
  button: 'Every button.',
  input: 'Every text field, text area and native select.',
  dialog: 'A dialog (the `<dialog>` element).',
  panel: 'A panel that slides or drops in: the bell’s list, a transaction’s drawer.',
  header: 'The header of a dialog or a panel.',
  table: 'A table’s scrolling frame.',
  row: 'A row of a table’s body.',
  status: 'A status pill.',
  badge: 'The bell’s unread count.',
} as const

export type ElementPart = keyof typeof elementParts
