/** The shared toasts and the transaction link, loaded with the first farm action, out of the pages' first load. */
export const loadToasts = () =>
  Promise.all([import('@/shared/ui/toasts/notify'), import('@/shared/ui/toasts/TransactionMessage')]);
