// Where each kind of user looks a payment up and works its disputes (the menus' paths), for links between them.
/** Where each kind of user looks a payment up, and works its disputes (the menus' paths). */
export const lookupPathOf = (kind: string | null) =>
  kind === 'merchant'
    ? '/merchant/transaction-management/transaction-lookup'
    : '/transaction-management/transaction-lookup'
export const disputesPathOf = (kind: string | null) =>
  kind === 'merchant' ? '/merchant/transaction-management/disputes' : '/transaction-management/disputes/disputes-lookup'
